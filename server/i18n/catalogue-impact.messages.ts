/** The words of a draft's impact report (server/catalogue/impact/catalogue-impact.ts), with the glossary's Hindi. */
export const catalogueImpactMessages = {
  catalogueImpactQueued: {
    en: 'The impact on schools is being worked out. This page shows its progress.',
    hi: 'विद्यालयों पर प्रभाव की गणना की जा रही है। यह पृष्ठ उसकी प्रगति दिखाता है।',
  },
} as const;
