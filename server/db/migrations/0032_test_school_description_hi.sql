ALTER TABLE "test_schools" ADD COLUMN "description_hi" text;--> statement-breakpoint
-- The demo's three test schools, seeded before the column existed with an English description only:
-- their Hindi, as server/seed/demo-test-schools.ts now writes it. Only rows still as seeded.
UPDATE "test_schools" SET "description_hi" = 'लगभग सभी प्रश्नों के उत्तर अच्छे हैं और अभिलेख व्यवस्थित हैं: इसे सर्वोच्च ग्रेड मिलता रहना चाहिए।' WHERE "description" = 'Answers nearly everything well, with its records in order: should keep a top grade.' AND "description_hi" IS NULL;--> statement-breakpoint
UPDATE "test_schools" SET "description_hi" = 'जो अपेक्षित है उसका अधिकांश करता है: किसी संशोधन से इसके अंकों में अधिक बदलाव नहीं होना चाहिए।' WHERE "description" = 'Does most of what is asked: a revision should not move it much.' AND "description_hi" IS NULL;--> statement-breakpoint
UPDATE "test_schools" SET "description_hi" = 'सुविधाएँ और रजिस्टर कम हैं: इसे निम्न ग्रेड में ही रहना चाहिए।' WHERE "description" = 'Few facilities and registers: should stay in a low grade.' AND "description_hi" IS NULL;
