import { STAFF_PAGES } from '../../contracts/staff-fields';
import { Link } from '../link';
import { PageTitle } from '../page-title';

export function NotFoundPage() {
  return (
    <>
      <PageTitle title="Page not found" />
      <p>
        There is no staff page at this address. <Link href={STAFF_PAGES.inbox}>Go to the inbox</Link>.
      </p>
    </>
  );
}
