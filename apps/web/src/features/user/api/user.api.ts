/** The personal centre's calls (our server's users module; paths under /to/api). */
import type { Profile } from '@jianku/rules/accounts-schemas';
import { del, get, post, put } from '../../../lib/http.ts';

export const UserPath = {
  profile: '/base/system/user/profile/get',
  updateProfile: '/base/system/user/profile/update',
  changePassword: '/base/system/user/profile/update-password',
  unbindWechat: '/base/system/user/profile/wechat',
  logoutAll: '/base/system/user/profile/logout-all',
} as const;

/** The account's profile, as the users module answers it (declared once in @jianku/rules/accounts-schemas). */
export type { Profile };

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
