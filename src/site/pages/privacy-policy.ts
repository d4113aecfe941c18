import { html } from 'lit';
import { SITE } from '../../core/site-map';
import { definePage } from '../page';
import { pageHero, section } from '../templates';

const mailto = `mailto:${SITE.email}`;

export default definePage({
  title: 'Privacy Policy: How We Use Your Data | Crestline Advisory Group',
  description:
    'How Crestline Advisory Group collects, uses, shares and protects information on its website, including the browser-only cash flow calculator, and your choices.',
  render: () => html`
    ${pageHero({
      breadcrumbs: [{ label: 'Home', href: '/' }],
      eyebrow: 'Legal',
      title: 'Privacy Policy',
      lead: 'Effective date: November 1, 2026',
    })}

    ${section(
      { narrow: true },
      html`<div class="prose">
        <p>
          ${SITE.name} ("${SITE.shortName}", "we", "us" or "our") is a financial advisory firm based in ${SITE.address.city},
          Illinois. This Privacy Policy explains what information we collect through our website at ${SITE.url} (the "Site"),
          including our free cash flow calculator, how we use and share it, how long we keep it, and the choices you have.
        </p>
        <p>
          This policy covers the Site only. When you become a client, the information you give us to deliver our services is
          also governed by your engagement letter and by the professional and legal obligations that apply to that work.
        </p>

        <h2>Summary</h2>
        <ul>
          <li>We collect what you choose to send us through our forms, plus limited technical information.</li>
          <li>
            The cash flow calculator runs in your browser. The figures you enter are not sent to us unless you ask us to send you
            a report.
          </li>
          <li>We use your information to answer you, provide what you asked for and run the Site. We do not sell it.</li>
          <li>You can unsubscribe, ask what we hold about you, and ask us to correct or delete it.</li>
        </ul>

        <h2>Information we collect</h2>

        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Contact, consultation and sales forms.</strong> Your name, e-mail address, company name, phone number,
            industry and the message you write, together with your consent to be contacted.
          </li>
          <li>
            <strong>Calculator report requests.</strong> If you ask us to e-mail you a cash flow report, we receive your name,
            e-mail address, company name, the industry and line of business you selected, any financial challenge you choose to
            describe, and the figures needed to prepare the report.
          </li>
          <li><strong>Newsletter.</strong> Your e-mail address only.</li>
          <li>
            <strong>Correspondence.</strong> The content of e-mails, calls and messages you exchange with us, and any documents
            you choose to send.
          </li>
        </ul>
        <p>
          Please do not send Social Security numbers, full bank or card account numbers, passwords or tax returns through the
          Site's forms. If we work together, we will give you a secure way to exchange sensitive documents.
        </p>

        <h3>The cash flow calculator</h3>
        <p>
          The calculator performs its calculations entirely in your web browser. The revenue, expense, cash reserve and growth
          figures you enter, the results, and any what-if scenarios you save stay on your device and are discarded when you leave
          or reload the page. We do not receive them unless you request a report, as described above.
        </p>

        <h3>Information stored in your browser</h3>
        <p>
          The Site uses your browser's local storage to keep two simple flags, which contain no personal information and are not
          sent to us:
        </p>
        <ul>
          <li>one that remembers that you have visited before, so that on a return visit our forms can ask an optional question about your financial challenge; and</li>
          <li>one that remembers whether the calculator's follow-up pop-up has already been shown, so that we do not show it to you again.</li>
        </ul>
        <p>You can delete these flags at any time by clearing your browser's site data for ${SITE.url}.</p>

        <h3>Performance measurements</h3>
        <p>
          To keep the Site fast, your browser measures how quickly pages load and how stable they are while loading (for
          example, time to first byte, first and largest content paint, and layout shift). These measurements describe page
          performance, not you. Where we collect them, we use them only in aggregate to find and fix slow pages.
        </p>

        <h3>Server logs</h3>
        <p>
          Like most websites, the servers that host the Site automatically record basic technical information about each
          request: your IP address, browser and device type, the page requested, the referring page, and the date and time.
          We use these logs to operate and secure the Site, diagnose problems and prevent abuse.
        </p>

        <h3>Cookies and third-party services</h3>
        <p>
          The Site does not need cookies to work. We may use a third-party analytics or marketing service to understand how
          visitors find and use the Site. If we do, that provider may set its own cookies or similar technologies and collect
          information such as your IP address, device information and the pages you view, and its use of that information is
          governed by its own privacy policy. You can block or delete cookies in your browser settings; the Site and the
          calculator will continue to work.
        </p>

        <h2>How we use information</h2>
        <ul>
          <li>To answer your questions and respond to consultation and sales requests.</li>
          <li>To prepare and send the reports, guides and newsletters you ask for.</li>
          <li>To understand your business well enough to recommend whether and how we can help.</li>
          <li>To operate, maintain, secure and improve the Site and our content.</li>
          <li>To keep records of our communications and of the consent you gave.</li>
          <li>To comply with law, enforce our <a href="/terms-of-use">Terms of Use</a>, and protect our rights and the rights of others.</li>
        </ul>
        <p>
          We do not use the information you give us through the Site to make automated decisions that have legal or similarly
          significant effects on you.
        </p>

        <h2>How we share information</h2>
        <p>We share personal information only in the following circumstances:</p>
        <ul>
          <li>
            <strong>Service providers.</strong> Companies that help us run the Site and our business, such as website hosting,
            e-mail delivery, customer relationship management, scheduling and IT support. They may use the information only to
            provide services to us, under contracts that require them to protect it.
          </li>
          <li>
            <strong>Professional advisers.</strong> Our lawyers, auditors and insurers, where needed for them to advise or
            protect us, under duties of confidentiality.
          </li>
          <li>
            <strong>Legal requirements.</strong> When we believe in good faith that disclosure is required by law, subpoena,
            court order or other legal process, or is necessary to protect the safety, rights or property of any person.
          </li>
          <li>
            <strong>Business transfers.</strong> If our firm is involved in a merger, acquisition or sale of assets, information
            may be transferred as part of that transaction, subject to this policy.
          </li>
          <li><strong>With your permission.</strong> In any other case, only when you ask us to or agree to it.</li>
        </ul>

        <h2>We do not sell personal information</h2>
        <p>
          We do not sell, rent or trade your personal information, and we do not give our contact lists to other companies for
          their own marketing.
        </p>

        <h2>How long we keep information</h2>
        <ul>
          <li>
            Inquiries and report requests that do not lead to an engagement: up to three years after our last contact with you,
            so that we have the history if you come back to us, unless you ask us to delete them sooner.
          </li>
          <li>Newsletter subscriptions: until you unsubscribe, after which we keep only a record that you opted out.</li>
          <li>Server logs: generally no longer than 90 days, unless needed to investigate a security incident.</li>
          <li>
            Client records: for the period set out in your engagement letter and required by the professional and legal rules that
            apply to our work.
          </li>
        </ul>

        <h2>How we protect information</h2>
        <p>
          The Site is served over an encrypted connection (HTTPS). We limit access to personal information to the people who need
          it to do their jobs, require our service providers to protect it, and review our safeguards periodically. No method of
          transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affects your
          personal information, we will notify you as required by applicable law, including the Illinois Personal Information
          Protection Act.
        </p>

        <h2>Your choices and rights</h2>

        <h3>Choices available to everyone</h3>
        <ul>
          <li><strong>E-mail.</strong> Every newsletter and marketing e-mail has an unsubscribe link, or you can write to us.</li>
          <li><strong>Browser data.</strong> You can clear local storage and cookies, and block cookies, in your browser settings.</li>
          <li>
            <strong>Access, correction and deletion.</strong> You can ask us what personal information we hold about you, and ask
            us to correct it or delete it. We may need to keep some information where the law requires it.
          </li>
        </ul>

        <h3>California residents</h3>
        <p>
          If you are a California resident, the California Consumer Privacy Act, as amended, may give you the right to know what
          personal information we collect, use and disclose; to obtain a copy of it; to ask us to correct or delete it; to opt
          out of its sale or sharing (we do not sell it); and not to be discriminated against for exercising these rights. You
          may use an authorized agent to make a request on your behalf. The categories of information we collect, their sources
          and purposes, and the categories of recipients are described in this policy. We do not use or disclose sensitive
          personal information for purposes that would give rise to a right to limit its use.
        </p>

        <h3>Illinois residents</h3>
        <p>
          If you are an Illinois resident, you may make any of the requests described in this section. We do not collect
          biometric identifiers or biometric information through the Site. Illinois law requires us to notify you if a security
          breach affects certain personal information about you, and we will do so.
        </p>

        <h3>Residents of other states</h3>
        <p>
          Several other states give their residents similar rights. We will honor requests to access, correct or delete personal
          information from any visitor, wherever they live, subject to the exceptions the law allows.
        </p>

        <h3>How to make a request</h3>
        <p>
          E-mail <a href=${mailto}>${SITE.email}</a> or call <a href=${SITE.phoneHref}>${SITE.phone}</a>. To protect you, we
          will take reasonable steps to verify your identity before acting on a request, usually by confirming details we already
          hold. We respond within 45 days, and will tell you if we need more time and why. If we decline a request, we will
          explain our reasons and, where applicable, how to appeal.
        </p>

        <h2>Children</h2>
        <p>
          The Site is intended for business owners and professionals. It is not directed to children, and we do not knowingly
          collect personal information from children under 13. If you believe a child has sent us personal information, contact
          us and we will delete it.
        </p>

        <h2>Visitors outside the United States</h2>
        <p>
          We are based in the United States, and information collected through the Site is processed and stored in the United
          States, where data protection laws may differ from those of your country.
        </p>

        <h2>Links to other websites</h2>
        <p>
          The Site may link to websites we do not control, such as government agencies and social networks. Their privacy
          practices are governed by their own policies, not this one.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          We may update this policy from time to time. When we do, we will change the effective date at the top of this page. If
          we make a material change to how we use personal information, we will post a prominent notice on the Site and, where
          appropriate, notify you by e-mail before the change takes effect.
        </p>

        <h2>Contact us</h2>
        <p>Questions about this policy or our privacy practices are welcome:</p>
        <ul class="contact-list">
          <li><strong>E-mail</strong> <a href=${mailto}>${SITE.email}</a></li>
          <li><strong>Phone</strong> <a href=${SITE.phoneHref}>${SITE.phone}</a></li>
          <li>
            <strong>Mail</strong>
            <address>
              ${SITE.name}, Attn: Privacy<br />
              ${SITE.address.street}<br />
              ${SITE.address.city}, ${SITE.address.region} ${SITE.address.postalCode}
            </address>
          </li>
        </ul>
      </div>`,
    )}
  `,
});
