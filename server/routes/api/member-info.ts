// Member info as the spec lists it (§3): money in yuan with two decimals, times formatted.
import type { MemberRow } from "../../auth/member-guard";
import { formatDateTime } from "@shared/datetime";
import { centsToYuan } from "@shared/money";

export function memberInfo(row: MemberRow, timeZone?: string) {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
    gender: row.gender,
    birthday: row.birthday ?? "",
    money: centsToYuan(row.money),
    score: row.score,
    last_login_time: formatDateTime(row.last_login_time, timeZone),
    last_login_ip: row.last_login_ip,
    join_time: formatDateTime(row.join_time, timeZone),
    motto: row.motto,
  };
}
