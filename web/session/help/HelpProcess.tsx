import { Trans, useLingui } from '@lingui/react/macro';

/** The stages a form passes through, from school information to the report card. */
export function HelpProcess() {
  const { t } = useLingui();
  return (
    <>
      <ol className="process">
        <li>
          <strong>{t`School information`}</strong>
          <Trans>
            Fill in and save the school information form first: enrolment class by class, teachers, classrooms and facilities. Enter 0 where a class does not exist in your school.
            The domain forms open only after this form is saved.
          </Trans>
        </li>
        <li>
          <strong>{t`Domain forms with evidence`}</strong>
          <Trans>
            Answer the questions of all seven domains and attach the evidence asked for. You can save and come back as often as you need; the progress of each domain is shown on
            your form page.
          </Trans>
        </li>
        <li>
          <strong>{t`Submit with consent`}</strong>
          <Trans>
            When every required question is answered and every required attachment is uploaded, tick the declaration and submit the form. By ticking it you declare that the data is
            true and complete, that the evidence is uploaded, and that District Quality Assurance may reject the form if any information is found to be false.
          </Trans>
        </li>
        <li>
          <strong>{t`District Quality Assurance (DQA)`}</strong>
          <Trans>The district team checks your answers and evidence, and either sends the form on to State Quality Assurance or sends it back to you.</Trans>
        </li>
        <li>
          <strong>{t`State Quality Assurance (SQA)`}</strong>
          <Trans>The state team reviews the form again and sends it on to the department, or sends it back.</Trans>
        </li>
        <li>
          <strong>{t`Department`}</strong>
          <Trans>The department gives the final approval, or sends the form back.</Trans>
        </li>
        <li>
          <strong>{t`Report card`}</strong>
          <Trans>After approval the report card is generated: your school&apos;s score, its grade and the score of each domain. You can open and print it from the menu.</Trans>
        </li>
      </ol>

      <h3>{t`When a form is sent back`}</h3>
      <p>
        <Trans>
          A reviewer who rejects a form must choose a reason, and may add a comment. The form then comes back to you with the reason shown at the top of your form page. Correct
          what is asked, check the evidence and submit the form again. It then goes through the review from the district level once more. A rejection is a request to correct, not a
          final result.
        </Trans>
      </p>

      <h3>{t`Not Applicable for self-financed schools`}</h3>
      <p>
        <Trans>
          Some indicators concern government schemes, such as the mid-day meal, that do not apply to self-financed schools. A self-financed school may choose Not Applicable for
          such an indicator. A question answered Not Applicable is left out of the score: it neither raises nor lowers it. Choose it only where the indicator truly does not apply
          to your school; the reviewers check this too.
        </Trans>
      </p>
    </>
  );
}
