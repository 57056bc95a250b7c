import type { FromSchema } from 'json-schema-to-ts';
import { languageCodeSchema } from './languages.schema';

/**
 * The console's language table (issue 35 item 10): each language of the platform with how many of
 * the reference language's texts it has, so adding a language players would read in English is
 * warned about.
 */
export const adminLanguagesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'total', 'list'],
  properties: {
    reference: { ...languageCodeSchema, description: 'The language every text is written in first (vi).' },
    total: { type: 'integer', description: 'Texts of the reference language.' },
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name', 'texts'],
        properties: {
          code: languageCodeSchema,
          name: { type: 'string', description: 'The language’s own name.' },
          texts: {
            type: 'integer',
            description:
              'Of the reference language’s texts, how many it has; below `total`, players read the rest in English.',
          },
        },
      },
    },
  },
} as const;
export type AdminLanguages = FromSchema<typeof adminLanguagesResponseSchema>;
