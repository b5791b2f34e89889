import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `*.routes.ts` under server/ (the features' route modules), as absolute paths, sorted. */
export function routeModuleFiles(root: string): string[] {
  return (readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.routes.ts'))
    .map((f) => join(root, 'server', f))
    .sort();
}
