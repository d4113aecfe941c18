import { FIRM } from '../../../core/firm';

export function TestimonialCard() {
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
      <a href="/resources/testimonials" className="testimonial-link">
        Read more client stories
      </a>
    </figure>
  );
}
