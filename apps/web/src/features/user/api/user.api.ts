/** The personal centre's calls (our server's users module; paths under /to/api). */
import { del, get, post, put } from '../../../lib/http.ts';

export const UserPath = {
  profile: '/base/system/user/profile/get',
  updateProfile: '/base/system/user/profile/update',
  changePassword: '/base/system/user/profile/update-password',
  unbindWechat: '/base/system/user/profile/wechat',
  logoutAll: '/base/system/user/profile/logout-all',
} as const;

export interface Profile {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string | null;
  mobile: string | null;
  orgId: number;
  orgName: string;
  orgEnable: boolean;
  businessScope: string;
  wechatBound: boolean;
  /** ISO 8601 */
  createdAt: string;
}

export function getProfile(): Promise<Profile> {
  return get<Profile>(UserPath.profile);
}

export function updateProfile(changes: { nickname?: string; avatar?: string }): Promise<Profile> {
  return put<Profile>(UserPath.updateProfile, changes);
}

export function changePassword(body: { oldPassword: string; password: string; confirmPwd: string }) {
  return put<unknown>(UserPath.changePassword, body);
}

export function unbindWechat() {
  return del<unknown>(UserPath.unbindWechat);
}

/** Ends every session of the user, this one included. */
export function logoutEverywhere() {
  return post<unknown>(UserPath.logoutAll);
}
