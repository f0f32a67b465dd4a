import { describeStrings } from 'shared-contracts/testing';
import { strings } from './index';

describeStrings('mf-wallet', strings);
