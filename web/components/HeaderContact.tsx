import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from './Dialog';
import { Icon } from './Icon';

/**
 * The state helpdesk for accreditation.
 * INVENTED placeholder details (phone numbers, e-mail, hours): plausible for a
 * state Directorate of School Education, but not real. Replace them with the
 * department's actual helpdesk before going live.
 */
export const HELPDESK = {
  phone: '0172-2560246',
  tollFree: '1800-180-2426',
  email: 'accreditation.helpdesk@schooledu.gov.in',
} as const;

/** The helpdesk's contact details, as on the guidelines page and in the header dialog. */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="contact">
      <H className="contact-title">{t`Accreditation helpdesk, Directorate of School Education`}</H>
      <ul className="contact-list">
        <li>
          <Icon name="phone" />
          <span>
            <span className="contact-label">{t`Phone`}</span>
            <a href={`tel:${HELPDESK.phone.replace(/-/g, '')}`}>{HELPDESK.phone}</a>
          </span>
        </li>
        <li>
          <Icon name="phone" />
          <span>
            <span className="contact-label">{t`Toll-free`}</span>
            <a href={`tel:${HELPDESK.tollFree.replace(/-/g, '')}`}>{HELPDESK.tollFree}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" />
          <span>
            <span className="contact-label">{t`E-mail`}</span>
            <a href={`mailto:${HELPDESK.email}`}>{HELPDESK.email}</a>
          </span>
        </li>
        <li>
          <Icon name="info" />
          <span>
            <span className="contact-label">{t`Working hours`}</span>
            {t`Monday to Saturday, 9:30 am to 5:00 pm (closed on gazetted holidays)`}
          </span>
        </li>
      </ul>
      <p className="muted small">
        <Trans>
          For a question about your school&apos;s form, first ask your District Quality Assurance (DQA) office. Write your school&apos;s UDISE number and your login name in every
          message.
        </Trans>
      </p>
    </div>
  );
}

/** The header's contact information dialog. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Contact information`}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t`Close`}
        </button>
      }
    >
      <ContactDetails />
    </Dialog>
  );
}
