export { type Breadcrumb, PageHeader, type PageHeaderProps } from './PageHeader';
export { type PageTab, PageTabs } from './PageTabs';
