import { html } from 'lit';
import { SITE } from '../../core/site-map';
import { definePage } from '../page';
import { pageHero, section } from '../templates';

const mailto = `mailto:${SITE.email}`;

export default definePage({
  title: 'Terms of Use for Our Website & Tools | Crestline Advisory Group',
  description:
    'The terms for using the Crestline Advisory Group website, free cash flow calculator and articles: general information only, not financial, tax or legal advice.',
  render: () => html`
    ${pageHero({
      breadcrumbs: [{ label: 'Home', href: '/' }],
      eyebrow: 'Legal',
      title: 'Terms of Use',
      lead: 'Effective date: November 1, 2026',
    })}

    ${section(
      { narrow: true },
      html`<div class="prose">
        <p>
          These Terms of Use ("Terms") govern your use of the website at ${SITE.url}, including the free cash flow calculator,
          articles, forms and other content (together, the "Site"), operated by ${SITE.name} ("${SITE.shortName}", "we", "us"
          or "our"), ${SITE.address.city}, Illinois. Please read them carefully.
        </p>

        <h2>1. Acceptance of these Terms</h2>
        <p>
          By using the Site you agree to these Terms and to our <a href="/privacy-policy">Privacy Policy</a>. If you do not
          agree, please do not use the Site. If you use the Site on behalf of a business, you confirm that you are authorized to
          accept these Terms on its behalf. You must be at least 18 years old to use the Site's forms.
        </p>

        <h2>2. General information, not advice</h2>
        <p>
          The cash flow calculator, its results, forecasts, benchmarks and scenarios, our articles, newsletters and all other
          content on the Site are general information provided for educational purposes. They are not financial, accounting,
          tax, investment or legal advice, and they are not a substitute for advice from a qualified professional who knows your
          full circumstances.
        </p>
        <ul>
          <li>
            The calculator's results depend entirely on the figures you enter and on simplifying assumptions, such as steady
            monthly growth rates. They are estimates, not predictions or guarantees of future results.
          </li>
          <li>
            Industry benchmarks are drawn from published government small-business data and our own aggregated client
            experience. They are averages and may not reflect businesses like yours.
          </li>
          <li>
            Articles describe the law and common practice as we understand them when they are written. Tax rules and other laws
            change, and how they apply depends on your facts. Consult your CPA, tax adviser or attorney before acting.
          </li>
          <li>
            Figures quoted on the Site about client results are past outcomes or averages. Your results will differ, and past
            results do not guarantee future ones.
          </li>
        </ul>

        <h2>3. No advisory relationship</h2>
        <p>
          Using the Site, running the calculator, requesting a report, sending us a message or taking part in a free
          consultation does not create an advisory, accountant-client, fiduciary or other professional relationship between you
          and ${SITE.name}. Such a relationship begins only when you and we have both signed an engagement letter, and its scope
          is limited to what that letter describes. Until then, please do not send us confidential information you would not
          want us to hold without an engagement, and do not rely on anything we say as advice for your specific situation.
        </p>

        <h2>4. Accuracy and availability</h2>
        <p>
          We work to keep the Site accurate and current, but we do not warrant that its content is complete, accurate or up to
          date, and we may change or remove content at any time without notice. We may suspend, restrict or discontinue any part
          of the Site, including the calculator, at any time. We do not guarantee that the Site will be available without
          interruption or free of errors, viruses or other harmful components.
        </p>

        <h2>5. Intellectual property</h2>
        <p>
          The Site and its content, including text, articles, graphics, logos, the design of the Site, and the calculator and its
          underlying methods, are owned by ${SITE.name} or its licensors and are protected by United States and international
          copyright, trademark and other laws. "${SITE.name}", "${SITE.shortName}" and our logo are our trademarks.
        </p>
        <p>
          You may view and print pages, and save or print your own calculator results, for your personal or internal business
          use. You may share links to our articles and quote brief excerpts with attribution and a link to the source. Any other
          copying, reproduction, distribution, modification, public display or creation of derivative works requires our prior
          written permission.
        </p>

        <h2>6. Acceptable use</h2>
        <p>When using the Site, you agree not to:</p>
        <ul>
          <li>break any law or regulation, or infringe anyone's rights;</li>
          <li>submit information that is false or misleading, or that belongs to someone else without their permission;</li>
          <li>send spam, advertising or unsolicited messages through our forms;</li>
          <li>upload or transmit viruses, malicious code or anything designed to disrupt or damage the Site or any device;</li>
          <li>attempt to gain unauthorized access to the Site, our systems or other users' information, or to probe, scan or test their vulnerability;</li>
          <li>use automated means, such as bots or scrapers, to access, copy or collect content from the Site, other than general-purpose search engine indexing;</li>
          <li>copy, reverse engineer or build a competing product from the calculator or our content; or</li>
          <li>frame or mirror the Site, or suggest that we endorse you, your business or your products.</li>
        </ul>
        <p>We may block access to the Site for anyone who breaks these rules.</p>

        <h2>7. Information you submit</h2>
        <p>
          When you submit a form, you confirm that the information is accurate and that you are entitled to share it. We handle
          personal information as described in our <a href="/privacy-policy">Privacy Policy</a>. Please do not send Social
          Security numbers, account numbers, passwords or tax returns through the Site. If you send us suggestions or feedback
          about the Site, we may use them without any obligation to you.
        </p>

        <h2>8. Third-party links</h2>
        <p>
          The Site may link to websites and services operated by others, such as government agencies, publishers and social
          networks. We provide these links for convenience only. We do not control and are not responsible for their content,
          accuracy, availability or privacy practices, and a link does not mean we endorse them. Your use of a third-party site
          is governed by its own terms.
        </p>

        <h2>9. Disclaimers</h2>
        <p>
          THE SITE AND ALL CONTENT, INCLUDING THE CALCULATOR, ARE PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY
          KIND, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING ANY IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A
          PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT AND ACCURACY, TO THE FULLEST EXTENT PERMITTED BY LAW. YOU USE THE SITE AND
          RELY ON ITS CONTENT AT YOUR OWN RISK.
        </p>

        <h2>10. Limitation of liability</h2>
        <p>
          TO THE FULLEST EXTENT PERMITTED BY LAW, ${SITE.name.toUpperCase()} AND ITS OWNERS, EMPLOYEES AND AGENTS WILL NOT BE
          LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF
          PROFITS, REVENUE, DATA OR BUSINESS OPPORTUNITY, ARISING OUT OF OR RELATED TO YOUR USE OF, OR INABILITY TO USE, THE SITE
          OR ITS CONTENT, INCLUDING ANY DECISION MADE IN RELIANCE ON THE CALCULATOR OR OUR ARTICLES, EVEN IF WE HAVE BEEN ADVISED
          OF THE POSSIBILITY OF SUCH DAMAGES. OUR TOTAL LIABILITY FOR ALL CLAIMS RELATING TO THE SITE WILL NOT EXCEED ONE
          HUNDRED U.S. DOLLARS (US$100).
        </p>
        <p>
          Some jurisdictions do not allow the exclusion of certain warranties or the limitation of certain damages, so some of
          the limits above may not apply to you. This section does not limit our obligations under a signed engagement letter,
          which governs any services we provide to clients.
        </p>

        <h2>11. Indemnity</h2>
        <p>
          You agree to defend, indemnify and hold harmless ${SITE.name} and its owners, employees and agents from any claims,
          losses, liabilities, damages, costs and expenses, including reasonable attorneys' fees, arising out of your breach of
          these Terms, your misuse of the Site, or your violation of any law or the rights of any third party.
        </p>

        <h2>12. Governing law and venue</h2>
        <p>
          These Terms are governed by the laws of the State of Illinois, without regard to its conflict-of-laws rules. Any dispute
          arising out of or relating to these Terms or the Site will be brought exclusively in the state or federal courts located
          in Cook County, Illinois, and you and we consent to the personal jurisdiction of those courts.
        </p>

        <h2>13. General</h2>
        <p>
          If any provision of these Terms is found unenforceable, the rest remain in effect. Our failure to enforce a provision is
          not a waiver of it. These Terms, together with our Privacy Policy, are the entire agreement between you and us about
          the Site. They do not replace any engagement letter, which governs the services it describes.
        </p>

        <h2>14. Changes to these Terms</h2>
        <p>
          We may update these Terms from time to time. When we do, we will change the effective date at the top of this page.
          Changes apply from that date; if you keep using the Site afterwards, you accept the updated Terms.
        </p>

        <h2>15. Contact</h2>
        <p>Questions about these Terms are welcome:</p>
        <ul class="contact-list">
          <li><strong>E-mail</strong> <a href=${mailto}>${SITE.email}</a></li>
          <li><strong>Phone</strong> <a href=${SITE.phoneHref}>${SITE.phone}</a></li>
          <li>
            <strong>Mail</strong>
            <address>
              ${SITE.name}<br />
              ${SITE.address.street}<br />
              ${SITE.address.city}, ${SITE.address.region} ${SITE.address.postalCode}
            </address>
          </li>
        </ul>
      </div>`,
    )}
  `,
});
