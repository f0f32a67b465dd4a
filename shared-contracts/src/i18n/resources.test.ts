import { describeStrings } from '../testing/strings';
import { sharedAreas } from './index';

describeStrings('shared', sharedAreas);
