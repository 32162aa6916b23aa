import { createBrowserRouter } from 'react-router-dom';
import { routerOptions, routes } from './routes';

export const router = createBrowserRouter(routes, routerOptions());
