import type { Text } from '../../engine';
import type { CountedText } from './counted.messages';

/** The words of comments on a draft (server/catalogue/comments/catalogue-comments.ts), with the glossary's Hindi. */
export const catalogueCommentMessages = {
  catalogueOpenComments: {
    en: 'Some comment threads on this draft are still open. Resolve them, or publish anyway.',
    hi: 'इस प्रारूप पर कुछ टिप्पणी-चर्चाएँ अभी खुली हैं। उन्हें हल करें, या फिर भी प्रकाशित करें।',
  },
  catalogueCommentText: {
    en: 'A comment must have between 1 and 2000 characters.',
    hi: 'टिप्पणी में 1 से 2000 अक्षर होने चाहिए।',
  },
  catalogueCommentSaved: { en: 'Comment saved', hi: 'टिप्पणी सहेजी गई' },
} as const satisfies Record<string, Text>;

/** The refusal to publish with open threads, naming how many. */
export const catalogueCommentCounts = {
  catalogueOpenComments: {
    one: {
      en: '{n} comment thread on this draft is still open. Resolve it, or publish anyway.',
      hi: 'इस प्रारूप पर {n} टिप्पणी-चर्चा अभी खुली है। उसे हल करें, या फिर भी प्रकाशित करें।',
    },
    other: {
      en: '{n} comment threads on this draft are still open. Resolve them, or publish anyway.',
      hi: 'इस प्रारूप पर {n} टिप्पणी-चर्चाएँ अभी खुली हैं। उन्हें हल करें, या फिर भी प्रकाशित करें।',
    },
  },
} as const satisfies Record<string, CountedText>;
