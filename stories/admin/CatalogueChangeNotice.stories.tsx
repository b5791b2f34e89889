import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangeNoticeView } from '../../web/admin/catalogue/notice/ChangeNoticeView';
import type { Notice, SavedReason } from '../../web/admin/catalogue/notice/noticeApi';

const at = '2026-11-28T10:15:00.000Z';

/** A draft's notice as the server words it in English: an added, a reworded, a rescored, a moved and a retired question, grade bands. */
function englishNotice(status: 'draft' | 'published'): Notice {
  return {
    lang: 'en',
    version: 'v5',
    title: 'Question catalogue 2027-28',
    status,
    from: 'v4',
    fromTitle: 'Question catalogue 2026-27',
    orderNumber: status === 'published' ? 'SE/2026/417' : null,
    orderDate: status === 'published' ? '2026-11-20' : null,
    approvalReason: status === 'published' ? 'Annual revision after the 2026-27 cycle' : null,
    approvedBy: status === 'published' ? 'Meena Sharma' : null,
    approvedAt: status === 'published' ? at : null,
    editable: status === 'draft',
    nothingChanged: false,
    sections: [
      {
        section: 'added',
        title: 'Questions added',
        items: [
          {
            target: 'question:Q227',
            questionid: 'Q227',
            domainId: 'D6',
            domainName: 'School Infrastructure',
            subdomainId: 'SD21',
            subdomainName: 'Classrooms',
            label: 'Are the fans in every classroom working?',
            texts: [],
            lines: [],
            first: true,
          },
        ],
      },
      {
        section: 'reworded',
        title: 'Questions reworded',
        items: [
          {
            target: 'question:Q005',
            questionid: 'Q005',
            domainId: 'D2',
            domainName: 'Teaching and Learning',
            subdomainId: 'SD11',
            subdomainName: 'Teaching methods',
            label: 'Does the school keep a complete admission register?',
            texts: [{ field: 'label', before: 'Does the school keep an admission register?', after: 'Does the school keep a complete admission register?' }],
            lines: [],
            first: true,
          },
        ],
      },
      {
        section: 'rescored',
        title: 'Scoring changed',
        items: [
          {
            target: 'question:Q040',
            questionid: 'Q040',
            domainId: 'D2',
            domainName: 'Teaching and Learning',
            subdomainId: 'SD6',
            subdomainName: 'Lesson planning',
            label: 'Do teachers keep written lesson plans?',
            texts: [],
            lines: ['Option “Yes”: 2 → 3 points'],
            first: true,
          },
        ],
      },
      {
        section: 'moved',
        title: 'Questions moved to another subdomain or domain',
        items: [
          {
            target: 'question:Q017',
            questionid: 'Q017',
            domainId: 'D1',
            domainName: 'School Leadership and Management',
            subdomainId: 'SD6',
            subdomainName: 'Records, accounts and data',
            label: 'Does the school keep a record of the training each teacher attended?',
            texts: [],
            lines: ['Moved from SD4 Professional development of teachers to SD6 Records, accounts and data'],
            first: true,
          },
          {
            // Reworded and moved: its reason is written once, under its first place (reworded).
            target: 'question:Q005',
            questionid: 'Q005',
            domainId: 'D2',
            domainName: 'Teaching and Learning',
            subdomainId: 'SD11',
            subdomainName: 'Teaching methods',
            label: 'Does the school keep a complete admission register?',
            texts: [],
            lines: ['Moved from D1 School Leadership and Management › SD1 Vision and planning to D2 Teaching and Learning › SD11 Teaching methods'],
            first: false,
          },
        ],
      },
      {
        section: 'retired',
        title: 'Questions retired',
        items: [
          {
            target: 'question:Q012',
            questionid: 'Q012',
            domainId: 'D1',
            domainName: 'School Leadership and Management',
            subdomainId: 'SD2',
            subdomainName: 'Records',
            label: 'Is the visitor book kept?',
            texts: [],
            lines: [],
            first: true,
          },
        ],
      },
    ],
    domains: [
      {
        domainId: 'D2',
        name: 'Teaching and Learning',
        maxBefore: 60,
        maxAfter: 61,
        scoredBefore: 30,
        scoredAfter: 30,
        line: 'D2 Teaching and Learning: 60 → 61 points (30 → 30 scored questions)',
      },
    ],
    grading: ['Grades: A ≥ 85, B ≥ 70, C ≥ 50, D ≥ 0 → A ≥ 80, B ≥ 70, C ≥ 50, D ≥ 0'],
    reasons: {
      'question:Q227': { en: 'Classrooms get hot in summer', hi: 'गर्मी में कक्षा-कक्ष बहुत गरम होते हैं', updatedAt: at, updatedBy: 'Meena Sharma' },
      'question:Q005': { en: 'The register must be complete', hi: '', updatedAt: at, updatedBy: 'Ravi Kumar' },
    },
    needsHindi: ['question:Q005'],
    words: {
      title: 'Change notice',
      versionLine: 'Question catalogue version v5: Question catalogue 2027-28',
      comparedLine: 'Compared with version v4: Question catalogue 2026-27',
      draftNote: status === 'draft' ? 'Draft: not yet in force.' : null,
      orderNumber: 'Office order number',
      orderDate: 'Date of the order',
      overallReason: 'Reason for the revision',
      notGiven: 'not given yet',
      approvedLine: status === 'published' ? 'Approved by Meena Sharma on 28 November 2026' : 'Not yet approved',
      points: 'Points possible per domain',
      grading: 'Grade bands changed',
      reason: 'Reason',
      was: 'Was',
      now: 'Now',
      help: 'Help text',
      nothing: 'Nothing changed from v4.',
    },
  };
}

/** The same published notice in Hindi, as a school head reads it. */
function hindiNotice(): Notice {
  const n = englishNotice('published');
  return {
    ...n,
    lang: 'hi',
    sections: [
      {
        section: 'added',
        title: 'जोड़े गए प्रश्न',
        items: [{ ...n.sections[0].items[0], domainName: 'विद्यालय अवसंरचना', subdomainName: 'कक्षा-कक्ष', label: 'क्या प्रत्येक कक्षा-कक्ष के पंखे चालू हैं?' }],
      },
      {
        section: 'moved',
        title: 'दूसरे उप-क्षेत्र या क्षेत्र में ले जाए गए प्रश्न',
        items: [
          {
            ...n.sections[3].items[0],
            domainName: 'विद्यालय नेतृत्व एवं प्रबंधन',
            subdomainName: 'अभिलेख, लेखा एवं डेटा',
            label: 'क्या विद्यालय प्रत्येक शिक्षक द्वारा लिए गए प्रशिक्षण का अभिलेख रखता है?',
            lines: ['SD4 शिक्षकों का व्यावसायिक विकास से SD6 अभिलेख, लेखा एवं डेटा में ले जाया गया'],
          },
        ],
      },
    ],
    domains: [],
    grading: [],
    words: {
      ...n.words,
      title: 'परिवर्तन सूचना',
      versionLine: 'प्रश्न सूची संस्करण v5: प्रश्न सूची 2027-28',
      comparedLine: 'संस्करण v4 की तुलना में: प्रश्न सूची 2026-27',
      orderNumber: 'कार्यालय आदेश संख्या',
      orderDate: 'आदेश की तिथि',
      overallReason: 'संशोधन का कारण',
      notGiven: 'अभी नहीं दिया गया',
      approvedLine: 'मीना शर्मा द्वारा 28 नवंबर 2026 को अनुमोदित',
      reason: 'कारण',
    },
  };
}

const save = async (body: { target: string; en: string; hi: string; base: string | null }): Promise<SavedReason> => ({
  ...body,
  updatedAt: new Date(0).toISOString(),
  updatedBy: 'Meena Sharma',
});

const meta = { title: 'Admin/Catalogue/Change notice', component: ChangeNoticeView } satisfies Meta<typeof ChangeNoticeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft's notice for its editor: a reason field under each item, one reason still without Hindi. */
export const DraftWithReasons: Story = { args: { notice: englishNotice('draft'), save } };
/** A published notice as schools read it in English: order number, approver, reasons read-only. */
export const Published: Story = { args: { notice: englishNotice('published') } };
/** The published notice in Hindi: the English-only reason is not printed in its place. */
export const PublishedInHindi: Story = { args: { notice: hindiNotice() } };
/** Nothing changed from the version it was based on. */
export const NothingChanged: Story = {
  args: { notice: { ...englishNotice('published'), sections: [], domains: [], grading: [], reasons: {}, needsHindi: [], nothingChanged: true } },
};
