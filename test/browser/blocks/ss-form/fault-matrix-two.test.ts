// The fault matrix's row for two forms, one id (fault-matrix.ts).
import { faultMatrix } from './fault-matrix.js';

faultMatrix('two forms, one id');
