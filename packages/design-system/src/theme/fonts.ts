// Roboto, self-hosted: the font files ship with the bundle; no font CDN is contacted.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
