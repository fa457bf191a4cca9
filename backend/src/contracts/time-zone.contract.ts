import * as z from 'zod';
import { isTimeZone } from './time-zone.rules';

export const timeZoneSchema = z.string().trim().refine(isTimeZone, 'Choose a valid time zone');
