import { createBrowserRouter } from 'react-router-dom';
import { watchArrivals } from '../shared/arrival';
import { routerOptions, routes } from './routes';

export const router = createBrowserRouter(routes, routerOptions());

// The page guards that depend on where a page was arrived at from read this.
watchArrivals(router);
