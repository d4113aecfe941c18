import { FIRM } from '../../../core/firm';
import { firmHref } from '../../../state/firm-urls';
import { useSession } from '../session';

export function TestimonialCard() {
  const { host } = useSession();
  return (
    <figure className="card testimonial" part="testimonial">
      <blockquote>
        <p>
          “Within 6 months of working with {FIRM.shortName}, our cash flow improved by 30%. We finally see problems
          coming months ahead instead of at the bank.”
        </p>
      </blockquote>
      <figcaption>
        <span className="testimonial-name">Maria Delgado</span>
        <span className="testimonial-role">Owner, Delgado Concrete &amp; Masonry</span>
      </figcaption>
      <a href={firmHref('/resources/testimonials', host)} className="testimonial-link">
        Read more client stories
      </a>
    </figure>
  );
}
