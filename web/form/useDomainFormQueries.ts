import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../../engine';
import { editorQuery, keepAcrossLanguages } from '../app/queryClient';
import { formKeys } from '../app/queryKeys';
import { formCalls, takeCall } from './formLoads';

/**
 * What the head's domain form reads: the domains' counts, the form's status and the domain's
 * questions with their answers. Each query takes the answer of the call web/app/earlyLoads.ts
 * started before this code arrived (takeCall), or asks the server itself; a refetch or retry asks afresh.
 */
export function useDomainFormQueries(accrid: string, domain: string, lang: Lang) {
  const domains = useQuery({ queryKey: formKeys.domains(accrid), queryFn: () => takeCall(...formCalls.domains(accrid)) });
  const status = useQuery({
    queryKey: formKeys.status(accrid, lang),
    queryFn: () => takeCall(...formCalls.status(accrid)),
    placeholderData: keepAcrossLanguages(formKeys.status(accrid, lang)),
  });
  // The form is seeded from this answer: never refetched under the head (only a language switch
  // or another domain loads it again, as before), and loaded afresh on each visit to the domain.
  const formJson = useQuery({
    queryKey: formKeys.json(accrid, domain, lang),
    queryFn: () => takeCall(...formCalls.json(accrid, domain)),
    ...editorQuery,
    placeholderData: keepAcrossLanguages(formKeys.json(accrid, domain, lang)),
  });
  return { domains, status, formJson };
}
