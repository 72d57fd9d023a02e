import type { z } from 'zod';
import type { eventDataSchema, EventValues } from '@jazz/contracts';
import type { FormApi } from '@jazz/client/forms/use-form';

/**
 * The form of an event: the shared schema's rules (Group and Venue required, links, lengths).
 * Its own file, so the form's parts (lineup rows, venue picker) and the form itself all import
 * it without importing each other.
 */
export type EventFormApi = FormApi<EventValues, z.output<typeof eventDataSchema>>;
