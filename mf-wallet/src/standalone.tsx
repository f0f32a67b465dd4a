import { mountStandalone } from 'shared-contracts/platform';
import App from './App';

mountStandalone(App);
