// The staff area's entry (dist/staff/app.js, see vite.config.ts): renders the app into a shadow
// root of the server's page shell, which adopts the product's shared styles (src/ui) as
// constructable sheets, as every element does, so the strict CSP needs no inline style.
import { createRoot } from 'react-dom/client';
import { adoptStyles } from '../loader/adopt-styles';
import baseCss from '../ui/base.css?inline';
import formsCss from '../ui/forms.css?inline';
import panelsCss from '../ui/panels.css?inline';
import { StaffApp } from './app';
import { STAFF_ROOT_ID } from '../contracts/staff-fields';
import './page.css';
import staffCss from './staff.css?inline';
import bookingsCss from './bookings.css?inline';

const host = document.getElementById(STAFF_ROOT_ID);
if (!host) throw new Error(`the staff page shell has no #${STAFF_ROOT_ID}`);
const root = host.attachShadow({ mode: 'open' });
adoptStyles(root, baseCss, formsCss, panelsCss, staffCss, bookingsCss);
// .root resets what the page could pass down (base.css); .staff lays the area out (staff.css).
createRoot(root).render(
  <div className="root staff">
    <StaffApp root={root} />
  </div>,
);
