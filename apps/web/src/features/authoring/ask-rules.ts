import { useCaseRequestSchema, type UseCaseRequestInput } from '@pathwise/core';
import type { Validate } from '@/lib/form';
import { schemaValidation } from '@/lib/form-save';

/*
 * The ask form's rule (core's request schema, the one the server reads), loaded when the form
 * gets the focus or first checks: the schema library is not part of the Requests screen's first
 * download.
 */

export const validateRequest: Validate<UseCaseRequestInput, UseCaseRequestInput> = (values) =>
  schemaValidation(useCaseRequestSchema.safeParse(values), (path) => (path[0] === 'details' ? 'details' : 'title'));
