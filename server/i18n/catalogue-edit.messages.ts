import type { Text } from '../../engine';

/**
 * The catalogue editor's refusals for copying, restoring, reverting and undoing
 * (server/catalogue/drafts/catalogue-copy.ts, catalogue-revert.ts), with the glossary's Hindi.
 */
export const catalogueEditMessages = {
  catalogueRestoreNotRetired: {
    en: 'This question was not retired in this draft, so there is nothing to bring back.',
    hi: 'यह प्रश्न इस प्रारूप में प्रयोग से हटाया नहीं गया था, इसलिए वापस लाने को कुछ नहीं है।',
  },
  catalogueRestoreSubdomainGone: {
    en: 'The subdomain this question was in is no longer in the draft, so the question cannot come back.',
    hi: 'जिस उप-क्षेत्र में यह प्रश्न था, वह अब प्रारूप में नहीं है, इसलिए प्रश्न वापस नहीं आ सकता।',
  },
  catalogueRestoreDependencyGone: {
    en: 'This question depends on parts that are no longer in the draft (listed below), so it cannot come back. Bring them back first.',
    hi: 'यह प्रश्न उन भागों पर निर्भर है जो अब प्रारूप में नहीं हैं (नीचे सूची), इसलिए यह वापस नहीं आ सकता। पहले उन्हें वापस लाएँ।',
  },
  catalogueRevertNoContent: {
    en: 'This line of the history holds no content of the part to go back to.',
    hi: 'इतिहास की इस पंक्ति में इस भाग की कोई सामग्री नहीं है जिस पर लौटा जा सके।',
  },
} as const satisfies Record<string, Text>;
