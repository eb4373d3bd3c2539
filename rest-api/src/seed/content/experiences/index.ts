import type { ExperienceTemplate } from '../model.ts';
import { cultureWellnessExperiences } from './culture-wellness.ts';
import { landExperiences } from './land.ts';
import { waterExperiences } from './water.ts';

export const experienceTemplates: ExperienceTemplate[] = [
  ...waterExperiences,
  ...landExperiences,
  ...cultureWellnessExperiences,
];
