// The self-hosted Public Sans (Latin covers Spanish: á, é, ñ, ü, ¿, ¡), then the global styles.
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import './styles/global.css';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
