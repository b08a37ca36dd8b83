export { SettingPage, type SettingForm, type SettingPageProps } from './SettingPage';
export { SettingList } from './SettingList';
