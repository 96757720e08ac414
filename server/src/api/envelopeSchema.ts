import type { JsonSchema } from './loadContract';

/** The success envelope around a reply's `value`: `{ success: true, value }`. */
export function envelopeOf(reply: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'value'],
    additionalProperties: false,
    properties: { success: { type: 'boolean', const: true }, value: reply },
  };
}

/** The failure envelope (schemas/api/common.api.json#/definitions/Failure). */
export const FAILURE_REF = { $ref: 'common.api.json#/definitions/Failure' };
