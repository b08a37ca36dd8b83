export { SettingPage, type SettingForm, type SettingPageProps } from './SettingPage';
