import { useLingui } from '@lingui/react/macro';

/** The seven domains of the form (GLOSSARY.md names) and what each looks at. */
export function HelpDomains() {
  const { t } = useLingui();
  const domains = [
    {
      id: 'D1',
      name: t`School Leadership and Management`,
      text: t`The school's vision and development plan, the School Management Committee (SMC), records, use of funds and how grievances are handled.`,
    },
    {
      id: 'D2',
      name: t`Teaching and Learning`,
      text: t`Lesson planning and classroom practice, teacher attendance and training, and the use of teaching-learning material.`,
    },
    {
      id: 'D3',
      name: t`Academic Progress`,
      text: t`Student attendance, learning levels and examination results, and remedial teaching for students who need support.`,
    },
    {
      id: 'D4',
      name: t`Community Engagement`,
      text: t`Parent-Teacher Meetings (PTM) and how parents and the community take part in the life of the school.`,
    },
    {
      id: 'D5',
      name: t`Health and Safety`,
      text: t`Fire safety, the disaster management plan, first aid, cyber safety, the mid-day meal and the health of students.`,
    },
    {
      id: 'D6',
      name: t`School Infrastructure`,
      text: t`Classrooms, toilets, drinking water, the library, the playground and facilities for children with special needs (CWSN).`,
    },
    {
      id: 'D7',
      name: t`Holistic Development`,
      text: t`Sports, arts and culture, vocational education and the all-round growth of every student.`,
    },
  ];
  return (
    <ul className="domain-cards">
      {domains.map((d) => (
        <li key={d.id}>
          <strong>
            <span className="domain-id">{d.id}</span> {d.name}
          </strong>
          <p>{d.text}</p>
        </li>
      ))}
    </ul>
  );
}
