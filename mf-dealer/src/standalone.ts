import { runStandalone } from '../../shell/remote-kit/standalone';
import * as lifecycles from './lifecycles';

runStandalone('mf-dealer', lifecycles);
