import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactDetails } from '../../components/HeaderContact';
import { HelpDomains } from '../help/HelpDomains';
import { HelpProcess } from '../help/HelpProcess';
import { HelpScoring } from '../help/HelpScoring';
import { HelpEvidence } from '../help/HelpEvidence';
import '../session.css';

/** /dashboard/help: the accreditation guidelines for school heads and reviewers, and the helpdesk. */
export default function Help() {
  const { t } = useLingui();
  useEffect(() => {
    document.title = `${t`Guidelines`} · ${t`School Accreditation`}`;
  }, [t]);

  const sections = [
    { id: 'about', title: t`What accreditation is` },
    { id: 'before', title: t`Before you start` },
    { id: 'domains', title: t`The seven domains` },
    { id: 'process', title: t`How the process works` },
    { id: 'scoring', title: t`Scoring and grades` },
    { id: 'evidence', title: t`Evidence files` },
    { id: 'contact', title: t`Contact information` },
  ];
  const title = (id: string) => sections.find((s) => s.id === id)?.title;

  return (
    <div className="page help">
      <h1 className="page-title">{t`Accreditation guidelines`}</h1>
      <p>
        <Trans>
          These guidelines explain how the accreditation of your school works, from the first form to the report card. Read them once before you begin, and come back to them
          whenever you are unsure.
        </Trans>
      </p>

      <nav className="card help-toc" aria-labelledby="toc-title">
        <h2 id="toc-title" className="card-title">{t`On this page`}</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section id="about" className="card" aria-labelledby="about-title">
        <h2 id="about-title">{title('about')}</h2>
        <p>
          <Trans>
            Accreditation is how the state education department recognises the quality of its schools. Each school first evaluates itself against agreed standards, with evidence
            for what it reports. District and state quality assurance teams then check that evaluation, and the department approves it. The result is a report card with a score and
            a grade, which shows the school where it is strong and where it can improve.
          </Trans>
        </p>
        <p>
          <Trans>
            Accreditation runs in cycles, usually one per academic year. When the department opens a cycle, a form is created for every school; the school head fills it in.
          </Trans>
        </p>
      </section>

      <section id="before" className="card" aria-labelledby="before-title">
        <h2 id="before-title">{title('before')}</h2>
        <ul>
          <li>
            <Trans>Discuss the standards with your teachers, the School Management Committee (SMC) and parents.</Trans>
          </li>
          <li>
            <Trans>Review the classroom observation form with your teachers.</Trans>
          </li>
          <li>
            <Trans>Collect the registers, reports and photographs you will upload as evidence.</Trans>
          </li>
          <li>
            <Trans>Keep the UDISE+ data of your school at hand: enrolment, teachers and classrooms.</Trans>
          </li>
        </ul>
      </section>

      <section id="domains" className="card" aria-labelledby="domains-title">
        <h2 id="domains-title">{title('domains')}</h2>
        <p>
          <Trans>The form has seven domains. Each domain is divided into subdomains, standards and indicators, and each indicator is checked by one or more questions.</Trans>
        </p>
        <HelpDomains />
      </section>

      <section id="process" className="card" aria-labelledby="process-title">
        <h2 id="process-title">{title('process')}</h2>
        <HelpProcess />
      </section>

      <section id="scoring" className="card" aria-labelledby="scoring-title">
        <h2 id="scoring-title">{title('scoring')}</h2>
        <HelpScoring />
      </section>

      <section id="evidence" className="card" aria-labelledby="evidence-title">
        <h2 id="evidence-title">{title('evidence')}</h2>
        <HelpEvidence />
      </section>

      <section id="contact" className="card" aria-labelledby="contact-title">
        <h2 id="contact-title">{title('contact')}</h2>
        <ContactDetails />
      </section>
    </div>
  );
}
