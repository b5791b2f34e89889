import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScopeLevel } from '../../api/types';

/** The scope levels in the order a role editor offers them, widest first, with what each means. */
export const scopeLevelOptions: readonly { level: ScopeLevel; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { level: 'state', label: msg`Whole state`, hint: msg`Sees every school, and may run cycles` },
  { level: 'district', label: msg`One district`, hint: msg`Sees the schools of the user's district` },
  { level: 'block', label: msg`One block`, hint: msg`Sees the schools of the user's block` },
  { level: 'school', label: msg`One school`, hint: msg`Sees the user's own school` },
];

/** The label of a scope level. */
export function scopeLevelLabel(level: ScopeLevel): MessageDescriptor {
  return scopeLevelOptions.find((o) => o.level === level)!.label;
}
