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
