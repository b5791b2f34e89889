import type { Db } from '../db/client';
import { testSchools } from '../db/schema';
import { gradeUnder } from '../schools';
import { demoAnswers, demoSchoolInfo, random } from './demo-progress';
import { migrateAnswers, schoolTotals, type CatalogueIndex } from '../../engine';

/** Three schools a department would keep an eye on through every revision, from the demo's own answer maker (migration 0032 gives databases seeded before it the same Hindi descriptions). */
const demoTestSchools = [
  {
    en: 'Well-run urban senior secondary',
    hi: 'सुव्यवस्थित शहरी वरिष्ठ माध्यमिक विद्यालय',
    description: 'Answers nearly everything well, with its records in order: should keep a top grade.',
    descriptionHi: 'लगभग सभी प्रश्नों के उत्तर अच्छे हैं और अभिलेख व्यवस्थित हैं: इसे सर्वोच्च ग्रेड मिलता रहना चाहिए।',
    quality: 0.95,
    seed: 11,
  },
  {
    en: 'Fairly good rural school',
    hi: 'अच्छा ग्रामीण विद्यालय',
    description: 'Does most of what is asked: a revision should not move it much.',
    descriptionHi: 'जो अपेक्षित है उसका अधिकांश करता है: किसी संशोधन से इसके अंकों में अधिक बदलाव नहीं होना चाहिए।',
    quality: 0.75,
    seed: 23,
  },
  {
    en: 'Small rural primary with little equipment',
    hi: 'कम संसाधनों वाला छोटा ग्रामीण प्राथमिक विद्यालय',
    description: 'Few facilities and registers: should stay in a low grade.',
    descriptionHi: 'सुविधाएँ और रजिस्टर कम हैं: इसे निम्न ग्रेड में ही रहना चाहिए।',
    quality: 0.3,
    seed: 37,
  },
];

/**
 * Test schools for the demo (scores about 85, 72 and 33 under v4: each well inside its grade, so
 * everyday edits to a draft do not move them): answer sets made the way the demo's forms are answered, each
 * expecting the grade it gets under the version the demo starts on, so a newcomer opening a
 * draft sees them pass. The demo's forms are not touched.
 */
export async function seedDemoTestSchools(db: Db, index: CatalogueIndex, by: number | null, at: Date): Promise<void> {
  const rows = demoTestSchools.map((s) => {
    const rnd = random(s.seed * 7919);
    // Only answers the version takes (the demo's answer maker sometimes ticks "None of these" with others), so none is left out under a draft.
    const answers = migrateAnswers(index, index, demoAnswers(index, s.quality, rnd)).carried;
    const totals = schoolTotals(demoSchoolInfo(rnd)) ?? {};
    const { grade } = gradeUnder(index, index, answers, totals);
    return {
      nameEn: s.en,
      nameHi: s.hi,
      description: s.description,
      descriptionHi: s.descriptionHi,
      answers,
      totals,
      catalogueVersion: index.catalogue.version,
      expectedGrade: grade ?? index.catalogue.grading.bands.at(-1)!.grade,
      createdBy: by,
      createdAt: at,
      updatedBy: by,
      updatedAt: at,
    };
  });
  await db.insert(testSchools).values(rows);
}
