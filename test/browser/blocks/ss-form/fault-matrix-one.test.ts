// The fault matrix's row for one form (fault-matrix.ts).
import { faultMatrix } from './fault-matrix.js';

faultMatrix('one form');
