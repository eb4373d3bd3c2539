import type { EventTemplate } from '../model.ts';
import { cultureEvents } from './culture.ts';
import { leisureEvents } from './leisure.ts';
import { performanceEvents } from './performances.ts';

export const eventTemplates: EventTemplate[] = [...performanceEvents, ...cultureEvents, ...leisureEvents];
