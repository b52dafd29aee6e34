import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form whose values are typed by the form itself. The shared schemas take
 * loosely typed input (ids as strings, blanks, files), so their zod input type is `unknown` and
 * would not match the form's values; the schema still validates every value at run time.
 */
export function schemaResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<
    TValues,
    unknown,
    z.output<TSchema>
  >;
}
