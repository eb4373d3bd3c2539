import type { CityContent } from '../model.ts';
import { abha } from './abha.ts';
import { alula } from './alula.ts';
import { dammam } from './dammam.ts';
import { jeddah } from './jeddah.ts';
import { riyadh } from './riyadh.ts';

export const cityContents: CityContent[] = [jeddah, riyadh, dammam, alula, abha];
