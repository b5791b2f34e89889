import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Form status codes 1..10 (api-contract.md) with their labels, for filters and fallbacks. */
export const STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg`School Head Initiated`,
  2: msg`Self / External In Progress`,
  3: msg`Submit To District Quality Assurance`,
  4: msg`District Quality Assurance In Progress`,
  5: msg`Submit To State Quality Assurance`,
  6: msg`State Quality Assurance In Progress`,
  7: msg`Submit To Department`,
  8: msg`Department Approval In Progress`,
  9: msg`Report Card Generated`,
  10: msg`Other`,
};

/** The status code after which the report card exists. */
export const REPORT_CARD_STATUS = 9;
