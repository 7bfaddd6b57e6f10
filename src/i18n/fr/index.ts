// French: every message of the catalogue, one table. Registered by a page that
// offers French, `registerMessages('fr', fr)`, then switched to with `setLocale('fr')`.
//
// TypeScript checks the table: `Required<Messages>` wants every id, a text where English has a
// text and plural forms where English has them, and rejects an id that is not one; `Checked`
// (what `registerMessages` accepts) rejects a `{placeholder}` the English message lacks.
// French typography: a no-break space (U+00A0) before « : ; ! ? » and inside « ».
// Plural forms: French `one` is 0 and 1, so a form that may show 0 writes `{count}`.
// Brand and technical tokens stay as written: element and attribute names, setting values
// (none, fit, …), JSON keys, `allowVideoHost('…')`, 'unknown', 'other', HTTP codes.
import type { Checked, Messages } from '../catalogue.js';

export const fr = {
  // account
  'account.logoutTitle': 'Déconnexion réussie',
  'account.logoutMessage': 'Votre session a bien été fermée.',
  'account.membersOnly': 'Cette page est réservée aux membres du site',
  'account.locked': 'Cette page est verrouillée',
  'account.previewOnlyTitle': 'Aperçu uniquement',
  'account.previewOnlyMessage': 'Veuillez vous déconnecter de votre compte pour utiliser ce bloc',
  'account.noXsrfToken': '[ss-blocks] La réponse de session ne contenait pas de xsrfToken.',
  'account.noticeLabel': 'Accès à la page',

  // api
  'api.badAnswer': '[ss-blocks] réponse inattendue de {url} : {problem}',

  // announcement bar
  'announcementBar.label': 'Annonce',
  'announcementBar.close': 'Fermer l’annonce',

  // analytics
  'analytics.dataEmpty': 'Les données sont vides',
  'analytics.noPayload': 'aucune charge utile',
  'analytics.storeIdFailed': 'Impossible d’enregistrer l’analyticsId',
  'analytics.storageUnavailable': 'Impossible d’accéder au stockage local ou de session.',
  'analytics.invalidField': '[ss-blocks] Le champ d’analyse {field} n’est pas valide ; ignoré.',

  // animation
  'animation.unknown': '[ss-blocks] animation "{name}" inconnue (fade-in, slide-up, scale, none) ; aucune.',

  // autoload
  'autoload.unknownTag': 'ss-blocks : <{tag}> est inconnu ; il est laissé tel quel.',
  'autoload.chunkLoadError': 'ss-blocks : erreur de chargement ({type}) : {url}',
  'autoload.secondRun': 'ss-blocks : une seconde copie est ignorée.',

  // banner (the cookie banner)
  'banner.accept': 'Accepter',
  'banner.decline': 'Refuser',
  'banner.text': 'Ce site utilise des cookies pour vous offrir la meilleure expérience possible et comprendre comment il est utilisé.',
  'banner.label': 'Consentement aux cookies',

  // blockData
  'blockData.decodeError': 'Erreur lors du décodage des données du bloc {block}.',
  'blockData.evaluateError': 'Erreur lors de l’évaluation des données du bloc {block}.',

  // booking
  'booking.loadFailed': '[ss-blocks] ss-booking : script partenaire {url} non chargé ; lien de réservation affiché.',
  'booking.timeout': '[ss-blocks] ss-booking : script partenaire {url} non chargé en {seconds} s ; lien de réservation affiché.',

  // captcha
  'captcha.unavailable': 'Le CAPTCHA n’a pas pu être chargé. Veuillez recharger la page et réessayer.',
  'captcha.noSiteKey': '[ss-blocks] Pas de clé de site captcha (website.captchaSettings.siteKey) : formulaire non envoyable.',

  // cart
  'cart.checkoutSessionExpired':
    'Votre session a expiré ou les cookies sont désactivés dans votre navigateur. Nous ne pouvons pas poursuivre la commande.',
  'store.checkoutMissing': '[ss-blocks] commande {path} : {name} manque ; la page reste affichée.',
  'store.skuTooLong': '[ss-blocks] commande {path} : sku de plus de {max} caractères ; la page reste affichée.',
  'store.checkoutUnknownRoute': '[ss-blocks] data-checkout="{value}" inconnu (cart, subscribe, donate, giftcard) ; ignoré.',
  'cart.count': { one: '{count} article dans le panier', other: '{count} articles dans le panier' },
  'cart.countCapped': 'Plus de {count} articles dans le panier',
  'cart.minimumSubtotal': 'Pour passer commande, le sous-total de votre commande doit être d’au moins {subtotal}.',
  'cart.removeOnZeroQuantity': 'Vous avez mis la quantité de cet article à 0, ce qui le retirera de votre panier. Voulez-vous continuer ?',
  'cart.updateQuantityFailed': 'Impossible de mettre à jour la quantité',
  'cart.removeItemFailed': 'Impossible de retirer l’article',
  'cart.updateFormFailed': 'Impossible de mettre à jour le formulaire',
  'cart.openFormFailed': 'Impossible d’ouvrir le formulaire',
  'cart.tryAgain': 'Veuillez réessayer.',
  'cart.checkConnection': 'Veuillez vérifier votre connexion Internet.',
  'store.cartName': 'Panier',
  'store.cartNameWithSubtotal': '{count}, sous-total {subtotal}',
  'addToCart.buttonMarkup': '[ss-blocks] bouton d’ajout au panier sans produit ou de quantité sous 1 : {markup}',
  'cart.unreadable': '[ss-blocks] pas de panier de {url} : {message}',
  'cart.problem': '[ss-blocks] panier {path} : {message} ; sa valeur par défaut est utilisée.',

  // commerce
  'commerce.productAvailable': 'Disponible',
  'commerce.productScheduled': 'Programmé',
  'commerce.productHidden': 'Masqué',
  'commerce.productUnsupported': 'Non pris en charge',
  'commerce.fromPrice': 'à partir de {startingPrice}',
  'commerce.originalPrice': 'Prix initial : {price}',
  'commerce.salePrice': 'Prix promotionnel : {price}',
  'commerce.free': 'Gratuit',
  'commerce.badProduct': '[ss-blocks] produit {path} : {message} ; balisage conservé.',
  'commerce.soldOut': 'Épuisé',
  'commerce.onSale': 'Promo',
  'commerce.renewsEveryWeek': 'renouvelé chaque semaine',
  'commerce.renewsEveryMonth': 'renouvelé chaque mois',
  'commerce.renewsEveryYear': 'renouvelé chaque année',
  'commerce.everyWeeks': { one: 'chaque semaine', other: 'toutes les {count} semaines' },
  'commerce.everyMonths': { one: 'chaque mois', other: 'tous les {count} mois' },
  'commerce.everyYears': { one: 'chaque année', other: 'tous les {count} ans' },
  'commerce.forPayments': { one: 'pour {count} paiement', other: 'pour {count} paiements' },
  'commerce.periodForPayments': '{period} {payments}',
  'commerce.installments': {
    one: '{count} paiement sans frais de {amount}',
    other: '{count} paiements sans frais de {amount}',
  },
  'commerce.installmentsOver': 'disponible pour les commandes de plus de {amount}',
  'commerce.installmentsUpTo': 'disponible pour les commandes jusqu’à {amount}',

  // dataLayer
  'dataLayer.parseError': 'Erreur interne : impossible d’analyser la réponse du serveur ({url}) en JSON : {message}',
  'dataLayer.unauthorized': 'Requête non autorisée',
  'dataLayer.internalServerError': 'Erreur interne du serveur. Veuillez réessayer plus tard.',
  'dataLayer.unavailable': 'Ce service est temporairement indisponible. Veuillez réessayer plus tard.',
  'dataLayer.unableToConnect': 'Impossible de se connecter au fournisseur. Veuillez réessayer.',

  // dialog (the confirmation widget)
  'dialog.okay': 'OK',
  'dialog.confirm': 'Confirmer',
  'dialog.reject': 'Refuser',
  'dialog.cancel': 'Annuler',
  'dialog.close': 'Fermer',
  'dialog.positionNotFunction': '[ss-confirm] La position de la confirmation doit être une fonction, pas {given}.',
  'dialog.paddingNotNumber': '[ss-confirm] La marge de la confirmation doit être un nombre, pas {given}.',
  'dialog.label': 'Confirmation',

  // editor
  'editor.invalidEmail': 'Veuillez saisir une adresse e-mail valide',
  'editor.emailFormat': 'Les adresses e-mail doivent être au format {email}',
  'editor.linkFormat': 'Les liens doivent être au format {host} ou {otherHost}',
  'editor.fileNameRequired': 'Veuillez saisir un nom de fichier',
  'editor.invalidPageUrl': '{val} n’est pas une URL de page valide',
  'editor.notAnOption': '{val} ne fait pas partie des options attendues',
  'editor.tagExists': 'Ce {tagType} existe déjà',
  'editor.oneTagAtATime': 'Vous ne pouvez modifier qu’un seul {tagType} à la fois',
  'editor.listRequired': 'Une liste doit être sélectionnée',
  'editor.datasetNoColumn': 'Votre jeu de données doit comporter au moins une colonne',
  'editor.datasetNoRow': 'Votre jeu de données doit comporter au moins une ligne',
  'editor.enterData': 'Saisissez des données !',
  'editor.rowsMissingData': 'Des données manquaient dans une ou plusieurs lignes',
  'editor.datasetTruncatedRows': 'Votre jeu de données a été tronqué à {maxRows} lignes',
  'editor.datasetTruncatedColumns': 'Votre jeu de données a été tronqué à {maxColumns} colonnes',
  'editor.unsupportedFile': 'Le fichier {fileName} ne semble pas être un fichier pris en charge',
  'editor.fileTooLarge': 'Le fichier {fileName} est trop volumineux. La taille maximale autorisée est de {maxSize}.',
  'editor.vimeoBasic': 'Les comptes Vimeo Basic ne sont pas pris en charge. Veuillez partager une vidéo depuis un autre compte.',
  'editor.somethingWentWrong': 'Un problème est survenu',
  'editor.unableToLoadResults': 'Impossible de charger les résultats',
  'editor.unableToLoadTryAgain': 'Chargement impossible. Réessayez.',
  'editor.unableToLoadCollections': 'Impossible de charger les collections',
  'editor.unableToLoadFonts': 'Impossible de charger les polices',
  'editor.unableToLoadPreview': 'Impossible de charger l’aperçu de {fontName}',
  'editor.unableToConnect': 'Connexion impossible. Veuillez réessayer',
  'editor.networkError': 'Erreur réseau',
  'editor.noJobResponse': 'Aucune donnée dans la réponse à la requête de traitement',
  'editor.fileProcessingFailed': 'Échec du traitement du fichier',
  'editor.fileProcessingIncomplete': 'Le traitement du fichier n’a pas pu aboutir',
  'editor.fileProcessingCancelled': 'Traitement du fichier annulé',
  'editor.fileUploadIncomplete': 'L’envoi du fichier n’a pas pu aboutir',
  'editor.uploadError': 'Erreur lors de l’envoi',
  'editor.renameProblem': 'Un problème est survenu lors du renommage de votre fichier.',
  'editor.uploadProblem': 'Un problème est survenu lors de l’envoi de votre fichier.',
  'editor.codeEditingAndroid': 'La modification du code n’est pas disponible sur Android.',
  'editor.timezoneFailed': 'Impossible de charger le fuseau horaire',
  'editor.timezoneRetryHint': 'Vérifiez votre connexion, puis réessayez.',
  'editor.noMailingLists': 'Vous n’avez aucune liste de diffusion. Veuillez en créer une avant de continuer.',
  'editor.tryAgain': 'Réessayer',
  'editor.retry': 'Réessayer',
  'editor.statusScheduled': 'Programmé',
  'editor.statusNeedsReview': 'À vérifier',
  'editor.statusDraft': 'Brouillon',
  'editor.statusPrivate': 'Privé',
  'editor.orderNow': 'Commander',
  'editor.frameNoBlock': "L'éditeur a modifié « {id} », qui n'est pas un bloc de cette page ; rien n'a été appliqué.",
  'editor.frameNoSetting': "<{tag}> n'a pas de réglage « {attribute} » ; la modification de l'éditeur n'a pas été appliquée.",
  'editor.frameBadAesthetics':
    "Les styles du site envoyés par l'éditeur à « {path} » ne sont pas une valeur que la page accepte ; ils n'ont pas été appliqués.",
  'editor.colorThemeHarbour': 'Port',
  'editor.colorThemeSand': 'Sable',
  'editor.colorThemeMoss': 'Mousse',
  'editor.fontThemeSerifClassic': 'Serif classique',
  'editor.fontThemeSansModern': 'Sans moderne',
  'editor.fontThemeEditorial': 'Éditorial',
  'editor.fontSystemSans': 'Sans empattement du système',
  'editor.sizeBytes': '{size} octets',
  'editor.sizeKB': '{size} Ko',
  'editor.sizeMB': '{size} Mo',
  'editor.sizeGB': '{size} Go',
  'editor.sizeTB': '{size} To',
  'editor.sizePB': '{size} Po',
  'editor.sizeEB': '{size} Eo',
  'editor.sizeZB': '{size} Zo',
  'editor.sizeYB': '{size} Yo',

  // elements
  'elements.notLoaded': '[ss-blocks] <{tag}> non défini, rien ne le charge : importez ss-blocks/blocks/{tag} (ou l’autoloader).',

  // errorReporting
  'errorReporting.stackTruncated': '[TRACE DE PILE TRONQUÉE]',
  'errorReporting.missingApp': "[ss-blocks] Signalement d’erreurs sans nom d’application ; signalé sous 'unknown'.",

  // eventsService
  'eventsService.trackingError': 'Erreur de suivi de l’événement : statut HTTP {status}',

  // formFields
  'formFields.likertStronglyDisagree': 'Pas du tout d’accord',
  'formFields.likertDisagree': 'Pas d’accord',
  'formFields.likertNeutral': 'Neutre',
  'formFields.likertAgree': 'D’accord',
  'formFields.likertStronglyAgree': 'Tout à fait d’accord',
  'formFields.submit': 'Envoyer',
  'formFields.selectPlaceholder': 'Choisissez une option',
  'formFields.partFirstName': 'Prénom',
  'formFields.partLastName': 'Nom',
  'formFields.partAddress1': 'Adresse (ligne 1)',
  'formFields.partAddress2': 'Adresse (ligne 2)',
  'formFields.partCity': 'Ville',
  'formFields.partState': 'État/Province',
  'formFields.partZip': 'Code postal',
  'formFields.partCountry': 'Pays',
  'formFields.partMonth': 'Mois',
  'formFields.partDay': 'Jour',
  'formFields.partYear': 'Année',
  'formFields.partHour': 'Heure',
  'formFields.partMinute': 'Minute',
  'formFields.partSecond': 'Seconde',
  'formFields.partAmPm': 'AM/PM',
  'formFields.am': 'AM',
  'formFields.pm': 'PM',
  'formFields.partCountryCode': 'Indicatif pays',
  'formFields.partAreaCode': 'Indicatif régional',
  'formFields.partPrefix': 'Préfixe',
  'formFields.partLine': 'Numéro de ligne',
  'formFields.fieldSkipped': '[ss-blocks] Champ de formulaire {path} ignoré : {problem}',
  'formFields.fieldIdTwice': 'son identifiant {id} est déjà utilisé par un champ précédent',
  'formFields.definitionNotObject': 'la définition n’est pas un objet JSON',

  // form
  'form.submitting': 'Envoi…',
  'form.processingError': 'Erreur lors du traitement de l’envoi du formulaire. Veuillez recharger la page et réessayer.',
  'form.unknownError': 'Erreur inconnue, veuillez réessayer plus tard.',
  'form.submissionKeyError': 'Impossible d’obtenir une clé d’envoi du formulaire, veuillez réessayer plus tard.',
  'form.fieldsUnparsable': 'Impossible de lire les champs du formulaire, veuillez vérifier vos saisies.',
  'form.problemScrollDown': 'Votre formulaire a rencontré un problème. Faites défiler vers le bas pour le vérifier.',
  'form.problemScrollUp': 'Votre formulaire a rencontré un problème. Faites défiler vers le haut pour le vérifier.',
  'form.status401': 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
  'form.status404': 'Ce formulaire n’a pas encore été configuré.',
  'form.status429': 'Impossible d’envoyer le formulaire. Limite d’envois dépassée. Veuillez réessayer plus tard.',
  'form.status500': 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
  'form.invalidFields': 'Un ou plusieurs champs ne sont pas valides, veuillez vérifier vos saisies.',
  'form.captchaIncomplete': 'Complétez le CAPTCHA avant d’envoyer le formulaire.',
  'form.characterLimit': 'Vous avez dépassé la limite de caractères.',
  'form.characterCount': '{count} / {max}',
  'form.emailInvalid': 'L’adresse e-mail n’est pas valide. Une adresse e-mail doit suivre le format {email}.',
  'form.zipInvalid': 'Un code ZIP américain doit comporter exactement cinq chiffres.',
  'form.emptyValue': 'N/D',
  'form.renderFailed': '[ss-blocks] Le formulaire n’a pas pu être affiché : {message}',
  'form.required': 'Le champ « {title} » est obligatoire.',
  'form.emailExample': 'utilisateur@domaine.com',
  'form.offline': 'La connexion a été perdue. Vos saisies sont conservées : renvoyez le formulaire une fois la connexion rétablie.',
  'form.backOnline': 'Vous êtes de nouveau en ligne : renvoyez le formulaire pour transmettre vos saisies.',
  'form.thankYou': 'Merci !',
  'form.nothingToShow': '[ss-blocks] Bloc de formulaire sans formulaire ni définition.',

  // gallery
  'gallery.decodeError': 'Erreur lors du décodage des données du bloc galerie.',
  'gallery.evaluateError': 'Erreur lors de l’évaluation des données du bloc galerie.',
  'gallery.loaderMissing': 'Loader2 introuvable',
  'gallery.lightboxUnavailable': 'lightboxify n’est pas disponible dans cette offre !',
  'gallery.unknownDesign': 'Impossible de trouver le modèle de galerie nommé "{name}".',
  'gallery.previousSlide': 'Diapositive précédente',
  'gallery.nextSlide': 'Diapositive suivante',
  'gallery.slideOf': 'Diapositive {n} sur {total}',
  'gallery.clickThroughRefused': '[ss-blocks] ss-gallery : URL de destination {url} refusée.',
  'gallery.stripAlignment': 'L’alignement de la bande est start, middle ou end, pas "{value}".',
  'gallery.focusContainment': 'Le confinement du focus exige exactement l’un des deux : container ou predicate.',
  'gallery.label': 'Galerie',
  'gallery.carousel': 'carrousel',
  'gallery.slide': 'diapositive',
  'gallery.slideLabel': '{n} sur {total}',

  // i18n
  'i18n.notInitialised': 'L’instance de traduction n’est pas initialisée : appelez init() avant de l’utiliser.',
  'i18n.pluralWithoutOther': "Le message {id} de la langue {locale} est au pluriel mais n’a pas de forme 'other'.",
  'i18n.invalidMessage': 'Le message {id} de la langue {locale} n’est ni un texte ni un ensemble de formes plurielles.',

  // image
  'image.notImage': 'L’élément n’est pas un élément image valide.',
  'image.noSource': 'Source d’image invalide ou manquante.',
  'image.noAlignment': 'Alignement manquant pour l’image "content-fit".',
  'image.noParent': 'L’élément image n’a pas de parentNode.',

  // lightbox
  'lightbox.close': 'Fermer',
  'lightbox.previous': 'Image précédente',
  'lightbox.next': 'Image suivante',
  'lightbox.showCaption': 'Afficher la légende',
  'lightbox.hideCaption': 'Masquer la légende',
  'lightbox.counter': '{n} sur {total}',
  'lightbox.untitled': 'Image {n} sur {total}',
  'lightbox.track': 'Images',
  'lightbox.clickThrough': 'En savoir plus',
  'lightbox.clickThroughRefused': '[ss-blocks] ss-lightbox : URL de destination {url} refusée.',

  // map
  'map.label': 'Carte : {place}',
  'map.coordinates': '{lat}, {lng}',
  'map.openInMaps': 'Ouvrir la carte',
  'map.newWindow': '(s’ouvre dans une nouvelle fenêtre)',
  'map.markerLink': 'Voir {place} sur une carte (nouvelle fenêtre)',
  'map.noKey': '[ss-blocks] ss-map : pas de clé de cartes (website.mapsSettings.apiKey) ; fiche d’adresse affichée.',
  'map.loadFailed': '[ss-blocks] ss-map : script de cartes {url} non chargé ; fiche d’adresse affichée.',
  'map.scriptTimeout': '[ss-blocks] ss-map : script de cartes {url} non chargé en {seconds} s ; adresse affichée.',
  'map.authFailed': '[ss-blocks] ss-map : clé de cartes refusée ; fiche d’adresse affichée.',
  'map.urlRefused': '[ss-blocks] ss-map : {url} n’est pas une URL http(s) ; {fallback} utilisée.',

  // memberPricing
  'memberPricing.options': 'Options tarifaires',
  'memberPricing.unsafeJoin': '[ss-blocks] ss-member-pricing : lien d’adhésion {url} ni web, ni e-mail, ni téléphone : désactivé.',
  'memberPricing.unknownOption': '[ss-blocks] ss-member-pricing : option "{option}" inconnue ({options}) ; {fallback} choisie.',

  // mobileInfoBar
  'mobileInfoBar.label': 'Contact',
  'mobileInfoBar.phone': 'Appeler',
  'mobileInfoBar.email': 'E-mail',
  'mobileInfoBar.location': 'Adresse',
  'mobileInfoBar.hours': 'Horaires',

  // money
  'money.unknownCurrency': '{currency} n’est pas une devise de la boutique (attendu : {expected}).',
  'money.notAnAmount': '{amount} n’est pas un montant.',
  'money.tooLarge': '{amount} a plus de 15 chiffres avant la virgule : il ne peut pas être affiché.',
  'money.freeWithoutLabel': 'Un prix gratuit s’affiche par son libellé de gratuité, et aucun n’a été donné.',
  'money.mixedCurrencies': 'Impossible de comparer {a} et {b} : les devises diffèrent.',
  // motion
  'motion.videoLoaderMissing': 'VideoLoader introuvable',
  'motion.unknownTransition': 'Impossible de trouver la transition nommée "{name}".',
  'motion.newSwipeBoundary': 'Une limite de nouveau balayage vaut none, hard ou inertial, pas "{value}".',
  'motion.snapPoints': 'Les points d’accroche sont un pourcentage ou none, pas "{value}".',
  'motion.stopAutoplay': 'Arrêter le diaporama automatique',
  'motion.startAutoplay': 'Lancer le diaporama automatique',
  'motion.thumbnails': 'Miniatures',
  'motion.indicators': 'Choisir une diapositive',
  // performance
  'performance.noPageLoadId': 'Impossible de déterminer le pageLoadId',
  'performance.settingsTimeout': 'Délai dépassé pour la requête des paramètres de mesure',
  'performance.unexpectedStatus': 'Requête XHR terminée (DONE) avec un statut inattendu : {status}',
  'performance.timingError': '[ss-blocks] Échec de la mesure User Timing : {message}',

  // pinterest
  'pinterest.save': 'Enregistrer',
  'pinterest.saveLabel': 'Enregistrer sur Pinterest (nouvelle fenêtre)',

  // platform
  'platform.moduleUnavailable': '[ss-blocks] Le module {name} n’est pas disponible.',
  'platform.commerceRollupMissing': '[ss-blocks] Paquet commerce (rollup) manquant.',
  'platform.soundCloudInvalid': '[ss-blocks] URL SoundCloud invalide : {url}',
  'platform.typekitFontMissing': '[ss-blocks] La police Typekit {font} n’est pas dans les polices du site.',
  'scriptHosts.refused': '[ss-blocks] {url} non chargé : adresse non https.',
  'scriptHosts.hostRefused': "[ss-blocks] {url} non chargé : hôte {kind} inconnu ; allowScriptHosts('{kind}', ['{host}']) l’autorise.",
  'scriptHosts.ignored': "[ss-blocks] allowScriptHosts('{kind}', {host}) ignoré : type ou hôte inconnu.",
  'platform.thirdPartyFailed': '[ss-blocks] {url} ne s’est pas chargé ({reason}).',
  'platform.unmappedAdminPath': '[ss-blocks] Pas de nouveau chemin d’administration pour {path} ; conservé.',
  'platform.unknownElement': '[ss-blocks] <{tag}> n’est pas un élément ss-blocks ; ignoré.',

  // popup
  'popup.close': 'Fermer',
  'popup.label': 'Fenêtre contextuelle',

  // reviews
  'reviews.ratingRequired': 'Veuillez choisir une note en étoiles',
  'reviews.requestExpired': 'Votre demande d’avis a expiré',
  'reviews.alreadyReviewed': 'Vous avez déjà donné votre avis sur cet achat',
  'reviews.somethingWentWrong': 'Un problème est survenu',
  'reviews.trySubmittingAgain': 'Essayez de renvoyer votre avis',
  'reviews.charactersLeft': { one: '{count} caractère restant', other: '{count} caractères restants' },

  // rollups
  'rollups.loadError': '[ss-blocks] Rollup {url} non chargé ({type}).',
  'rollups.invalid': '[ss-blocks] Contexte du site {key} : pas des listes js et css ; non chargé.',

  // settings
  'settings.theDefault': 'le réglage par défaut',
  'settings.invalid': '[ss-blocks] {where} : {value} invalide pour {attribute} (attendu : {expected}) ; {fallback} utilisé.',
  'settings.expectedBoolean': 'true ou false',
  'settings.expectedNumber': 'un nombre',
  'settings.expectedInteger': 'un entier',
  'settings.expectedAtLeast': '{kind} ≥ {min}',
  'settings.expectedAbove': '{kind} > {min}',
  'settings.expectedString': 'une chaîne',
  'settings.expectedOneOf': 'l’une des valeurs {values}',
  'settings.expectedDimensions': 'LARGEURxHAUTEUR',
  'settings.expectedFocalPoint': 'x,y entre 0 et 1',
  'settings.expectedUrl': 'une URL ou un chemin',
  'settings.expectedPages': 'des identifiants ou chemins de pages',
  'settings.whereSetting': 'paramètre',
  'settings.whereAttribute': 'attribut {attribute}',
  'settings.whereElementAttribute': 'attribut {attribute} de {element}',
  'settings.whereData': 'donnée "{key}" de {element}',

  // siteBadge
  'siteBadge.label': 'Créé avec {platform}',

  // siteContext
  'siteContext.notJson': '[ss-blocks] #{id} n’est pas du JSON valide ; il est ignoré.',
  'siteContext.problem': '[ss-blocks] contexte du site {path} : {message} ; ignoré.',
  'siteContext.root': '(racine)',
  'siteContext.notObject': 'le contexte du site n’est pas un objet',
  'siteContext.expected': '{message} (attendu : {expected})',

  // systemError
  'systemError.cleanedTitle': 'Un problème est survenu !',
  'systemError.cleanedText': 'Une erreur inattendue s’est produite. L’exception a été enregistrée afin d’être examinée.',
  'systemError.reload': 'Recharger la page',
  'systemError.clear': 'Effacer',
  'systemError.url': 'URL',
  'systemError.format': 'Format',

  // telemetry
  'telemetry.invalidSetting': '[ss-blocks] télémétrie ignorée : false ou objet app, errors, performance, visitor, census attendu.',

  // textShrink
  'textShrink.unknownMode': '[ss-blocks] data-text-shrink="{value}" inconnu (vide, "box" ou "line") ; "box" utilisé.',

  // time
  'time.justNow': 'à l’instant',
  'time.secondsAgo': { one: 'il y a environ {count} seconde', other: 'il y a environ {count} secondes' },
  'time.invalidDatetime': '[ss-blocks] ss-relative-time : datetime "{value}" non ISO 8601 ; texte conservé.',

  // tooltip
  'tooltip.noAnchor': '[ss-blocks] ss-tooltip : aucun élément d’id "{id}" ; infobulle masquée.',

  // tween
  'tween.notFunction': '[Tween] Le premier paramètre doit être une fonction.',
  'tween.durationNotFinite': '[Tween] La durée n’est pas un nombre fini.',

  // video
  'video.invalidEmbed': 'Intégration vidéo invalide.',
  'video.play': 'Lire la vidéo',
  'video.playTitled': 'Lire la vidéo : {title}',
  'video.frame': 'Vidéo',
  'video.frameOf': 'Vidéo {provider}',
  'video.invalidMode': '[ss-video] Mode vidéo "{mode}" invalide (none, fit, fill ou null) ; null utilisé.',
  'video.unknownHost':
    "[ss-video] {host} n’est pas un hébergeur vidéo connu ; intégration non affichée. Pour l’autoriser : allowVideoHost('{host}').",

  // widgets
  'widgets.badMarkup': '[ss-blocks] widget ignoré : data-widget-json sans type ou id : {markup}',
  'widgets.failed': '[ss-blocks] widget {id} laissé tel quel : {message}',
} as const satisfies Required<Messages>;

/** The French table's type. Its constraint is the placeholder check: a text using a
 * placeholder its English message lacks does not compile (type-only: nothing in a bundle). */
type Verified<T extends Checked<T>> = T;
export type French = Verified<typeof fr>;
