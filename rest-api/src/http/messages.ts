// Error messages in the two languages of the product. The contract returns both *_en/*_ar fields for content; only
// error messages follow Accept-Language.
import type { FastifyRequest } from 'fastify';

export type Lang = 'en' | 'ar';

const catalog = {
  not_found: ['Not found.', 'غير موجود.'],
  no_credentials: ['Authentication credentials were not provided.', 'لم يتم تزويد بيانات الدخول.'],
  invalid_client_key: ['Invalid client key.', 'مفتاح العميل غير صالح.'],
  invalid_token: ['Invalid token.', 'رمز الدخول غير صالح.'],
  server_error: ['Internal server error.', 'خطأ داخلي في الخادم.'],
  required: ['This field is required.', 'هذا الحقل مطلوب.'],
  max_value: ['Ensure this value is less than or equal to {limit}.', 'تأكد من أن هذه القيمة أصغر من أو تساوي {limit}.'],
  min_value: ['Ensure this value is greater than or equal to {limit}.', 'تأكد من أن هذه القيمة أكبر من أو تساوي {limit}.'],
  max_length: ['Ensure this field has no more than {limit} characters.', 'تأكد من أن هذا الحقل لا يحتوي على أكثر من {limit} حرفاً.'],
  invalid_integer: ['A valid integer is required.', 'الرجاء إدخال رقم صحيح.'],
  invalid_number: ['A valid number is required.', 'الرجاء إدخال رقم صالح.'],
  invalid_boolean: ['Must be a valid boolean.', 'يجب أن تكون القيمة منطقية (true أو false).'],
  invalid_string: ['Not a valid string.', 'ليست سلسلة نصية صالحة.'],
  invalid_object: ['Expected a dictionary of items.', 'يجب أن تكون القيمة كائناً.'],
  invalid_choice: ['"{input}" is not a valid choice.', '"{input}" ليس خياراً صالحاً.'],
  invalid_id_list: ['Enter a comma-separated list of whole numbers.', 'أدخل قائمة أرقام صحيحة مفصولة بفواصل.'],
  invalid: ['Invalid value.', 'قيمة غير صالحة.'],
  parse_error: ['JSON parse error.', 'خطأ في قراءة JSON.'],
  // Members (issue 3)
  token_expired: ['Token has expired.', 'انتهت صلاحية رمز الدخول.'],
  not_signed_in: ['You can not proceed without being signed in', 'لا يمكنك المتابعة دون تسجيل الدخول'],
  permission_denied: ['You do not have permission to perform this action.', 'ليست لديك صلاحية للقيام بهذا الإجراء.'],
  client_auth_failed: ['Client authentication failed.', 'فشل التحقق من هوية التطبيق.'],
  invalid_credentials: ['Invalid credentials given.', 'بيانات الدخول غير صحيحة.'],
  blank: ['This field may not be blank.', 'لا يمكن ترك هذا الحقل فارغاً.'],
  name_length: ['Ensure this field has between {min} and {max} characters.', 'تأكد من أن هذا الحقل يحتوي على {min} إلى {max} حرفاً.'],
  email_invalid: ['Email address is invalid', 'البريد الإلكتروني غير صالح'],
  email_taken: ['A user with this email already exists.', 'يوجد مستخدم مسجل بهذا البريد الإلكتروني.'],
  username_invalid: ['Enter a valid username: 3 to 30 letters, digits, dots or underscores.', 'أدخل اسم مستخدم صالحاً: من 3 إلى 30 حرفاً أو رقماً أو نقطة أو شرطة سفلية.'],
  username_taken: ['A user with that username already exists.', 'اسم المستخدم هذا مستخدم من قبل.'],
  password_too_short: ['This password is too short. It must contain at least 8 characters.', 'كلمة المرور قصيرة جداً. يجب أن تحتوي على 8 أحرف على الأقل.'],
  password_uppercase: ['This password must contain at least one uppercase letter.', 'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل.'],
  password_lowercase: ['This password must contain at least one lowercase letter.', 'يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل.'],
  password_letter: ['This password must contain at least one English letter.', 'يجب أن تحتوي كلمة المرور على حرف إنجليزي واحد على الأقل.'],
  password_digit: ['This password must contain at least one number.', 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل.'],
  phone_invalid: ['Phone number is incorrect', 'رقم الهاتف غير صحيح'],
  city_unknown: ['Invalid pk "{input}" - object does not exist.', 'المعرف "{input}" غير صالح - العنصر غير موجود.'],
  token_invalid: ['Invalid or expired token.', 'الرمز غير صالح أو منتهي الصلاحية.'],
  image_invalid: ['Upload a valid image: JPEG, PNG or WebP.', 'ارفع صورة صالحة: JPEG أو PNG أو WebP.'],
  image_too_large: ['The image must be at most 5 MB.', 'يجب ألا يتجاوز حجم الصورة 5 ميغابايت.'],
  email_verified: ['Email verified.', 'تم تأكيد البريد الإلكتروني.'],
  reset_sent: ['If an account uses this email, a link to reset the password is on its way.', 'إذا كان هناك حساب بهذا البريد الإلكتروني فسيصله رابط لإعادة تعيين كلمة المرور.'],
  password_reset: ['Your password has been reset.', 'تمت إعادة تعيين كلمة المرور.'],
  delete_requested: ['We sent you an email with a link to delete your account.', 'أرسلنا إليك بريداً إلكترونياً فيه رابط لحذف حسابك.'],
  account_deleted: ['Your account has been deleted.', 'تم حذف حسابك.'],
  facebook_not_configured: ['Facebook sign-in is not configured.', 'تسجيل الدخول عبر فيسبوك غير مفعّل.'],
  apple_not_configured: ['Apple sign-in is not configured.', 'تسجيل الدخول عبر آبل غير مفعّل.'],
  social_token_invalid: ['The sign-in could not be verified with the provider.', 'تعذر التحقق من تسجيل الدخول لدى مزود الخدمة.'],
  // Community (issue 4)
  profile_private: ['This profile is private.', 'هذا الملف الشخصي خاص.'],
  report_self: ['You cannot report yourself.', 'لا يمكنك الإبلاغ عن نفسك.'],
  max_items: ['Ensure this field has no more than {limit} elements.', 'تأكد من أن هذا الحقل لا يحتوي على أكثر من {limit} عنصراً.'],
  // Places (issue 5)
  checkin_too_soon: ['You have already checked in here within the last hour.', 'لقد سجلت حضورك هنا خلال الساعة الماضية.'],
  suggest_one_change: ['Suggest at least one change.', 'اقترح تعديلاً واحداً على الأقل.'],
  url_invalid: ['Enter a valid URL.', 'أدخل رابطاً صالحاً.'],
  time_invalid: ['Enter a valid time (HH:mm).', 'أدخل وقتاً صالحاً (HH:mm).'],
  hours_invalid: ['Enter a list of at most 7 days.', 'أدخل قائمة من 7 أيام على الأكثر.'],
  weekday_repeated: ['Each weekday can appear only once.', 'لا يمكن تكرار اليوم نفسه.'],
  photos_too_many: ['Upload at most {limit} photos.', 'ارفع {limit} صور على الأكثر.'],
  subcategory_mismatch: ['The subcategory must belong to the chosen category.', 'يجب أن تتبع الفئة الفرعية الفئة المختارة.'],
  position_required: ['Ordering by distance needs a position.', 'الترتيب حسب المسافة يتطلب تحديد الموقع.'],
  position_invalid: ['Enter a position as "latitude,longitude".', 'أدخل الموقع بالشكل "خط العرض,خط الطول".'],
  bounds_invalid: ['Enter bounds as "south,west,north,east".', 'أدخل حدود الخريطة بالشكل "جنوب,غرب,شمال,شرق".'],
} satisfies Record<string, [string, string]>;

export type MessageKey = keyof typeof catalog;

export function message(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalog[key][lang === 'ar' ? 1 : 0];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
