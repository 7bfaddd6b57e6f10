// The fault matrix's row for a password field (fault-matrix.ts).
import { faultMatrix } from './fault-matrix.js';

faultMatrix('a password field');
