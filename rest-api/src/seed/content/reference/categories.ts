import type { SeedCategory } from '../../types.ts';

export const eventCategories: SeedCategory[] = [
  { kind: 'event', slug: 'concerts-music', icon: 'music', name: { en: 'Concerts & Music', ar: 'الحفلات والموسيقى' } },
  { kind: 'event', slug: 'arts-exhibitions', icon: 'art', name: { en: 'Arts & Exhibitions', ar: 'الفنون والمعارض' } },
  { kind: 'event', slug: 'festivals', icon: 'festival', name: { en: 'Festivals', ar: 'المهرجانات' } },
  { kind: 'event', slug: 'sports', icon: 'sports', name: { en: 'Sports', ar: 'الرياضة' } },
  { kind: 'event', slug: 'theatre-comedy', icon: 'theatre', name: { en: 'Theatre & Comedy', ar: 'المسرح والكوميديا' } },
  { kind: 'event', slug: 'food-dining', icon: 'food', name: { en: 'Food & Dining', ar: 'الطعام والمطاعم' } },
  { kind: 'event', slug: 'family-kids', icon: 'family', name: { en: 'Family & Kids', ar: 'العائلة والأطفال' } },
  {
    kind: 'event',
    slug: 'conferences-workshops',
    icon: 'conference',
    name: { en: 'Conferences & Workshops', ar: 'المؤتمرات وورش العمل' },
  },
  {
    kind: 'event',
    slug: 'heritage-culture',
    icon: 'heritage',
    name: { en: 'Heritage & Culture', ar: 'التراث والثقافة' },
  },
];

export const experienceCategories: SeedCategory[] = [
  {
    kind: 'experience',
    slug: 'diving-snorkeling',
    icon: 'diving',
    name: { en: 'Diving & Snorkeling', ar: 'الغوص والغطس' },
  },
  { kind: 'experience', slug: 'desert-safari', icon: 'desert', name: { en: 'Desert Safari', ar: 'رحلات الصحراء' } },
  { kind: 'experience', slug: 'hiking', icon: 'hiking', name: { en: 'Hiking', ar: 'المشي الجبلي' } },
  {
    kind: 'experience',
    slug: 'heritage-tours',
    icon: 'heritage',
    name: { en: 'Heritage Tours', ar: 'الجولات التراثية' },
  },
  { kind: 'experience', slug: 'cooking-classes', icon: 'cooking', name: { en: 'Cooking Classes', ar: 'دروس الطبخ' } },
  { kind: 'experience', slug: 'boat-trips', icon: 'boat', name: { en: 'Boat Trips', ar: 'الرحلات البحرية' } },
  { kind: 'experience', slug: 'wellness-spa', icon: 'wellness', name: { en: 'Wellness & Spa', ar: 'العافية والسبا' } },
  { kind: 'experience', slug: 'adventure', icon: 'adventure', name: { en: 'Adventure', ar: 'المغامرات' } },
  { kind: 'experience', slug: 'stargazing', icon: 'stars', name: { en: 'Stargazing', ar: 'رصد النجوم' } },
];

export const categories: SeedCategory[] = [...eventCategories, ...experienceCategories];
