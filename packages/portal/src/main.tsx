// The self-hosted Public Sans, cut down to the characters the pages write (scripts/font-subset.mjs),
// then the global styles.
import './styles/fonts.css';
import './styles/global.css';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
