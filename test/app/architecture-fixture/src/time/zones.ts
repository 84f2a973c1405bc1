// Allowed: luxon in src/time/, and a value import within the ground layer only.
import { IANAZone } from 'luxon';

export const isZone = (name: string) => IANAZone.isValidZone(name);
