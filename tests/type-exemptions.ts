/**
 * Type lines and type definitions of config pages that `tests/type-lines.test.ts`
 * does NOT compare with the declarations of `@rsbuild/core@1.7.6`, each with the
 * reason. An entry names an option or field path as the check reports it
 * (`dev.client.port`), or `<option>: <TypeName>` for a type a page defines in a
 * code block. An entry that no page needs fails the test.
 */
import type { TypeExemption } from './lib/type-lines';

export const TYPE_EXEMPTIONS: TypeExemption[] = [];
