import type { SeedAudience } from '../../types.ts';

export const audiences: SeedAudience[] = [
  { slug: 'families', name: { en: 'Families', ar: 'العائلات' } },
  { slug: 'kids', name: { en: 'Kids', ar: 'الأطفال' } },
  { slug: 'teens', name: { en: 'Teens', ar: 'اليافعون' } },
  { slug: 'adults', name: { en: 'Adults', ar: 'البالغون' } },
  { slug: 'seniors', name: { en: 'Seniors', ar: 'كبار السن' } },
  { slug: 'people-of-determination', name: { en: 'People of Determination', ar: 'ذوو الإعاقة' } },
];
