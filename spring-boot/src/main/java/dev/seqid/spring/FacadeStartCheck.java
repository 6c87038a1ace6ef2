package dev.seqid.spring;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.http.HttpEntity;
import org.springframework.util.ReflectionUtils;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.method.HandlerMethod;

/**
 * Checks at start, once every singleton (the request mappings included) is made, each use of
 * {@link Facade @Facade} and {@link TypeIdPrefix @TypeIdPrefix} the handler methods show: on their parameters, and in the classes of their
 * request bodies and answers (fields and getters, through generics such as {@code ResponseEntity},
 * {@code Mono} and {@code List}, into the application's own classes). A place {@code @Facade}
 * cannot map ({@link FacadePlaces}), or a {@code @TypeIdPrefix} prefix the specification refuses,
 * fails the start listing every such place; any use of {@code @Facade} at all (with
 * {@code @TypeIdPrefix} or without) then chooses the façade bean, which fails the start if there is
 * none or no way to pick one. {@code @TypeIdPrefix} alone needs no façade bean.
 *
 * <p>{@code @Facade} or {@code @TypeIdPrefix} in a form-bound object (a {@code @ModelAttribute})
 * fails the start too: its fields bind through {@link FacadeConverter} or {@link TypeIdConverter},
 * and a value that does not decode would be null.
 *
 * <p>What it cannot see is checked at first use: JSON written or read other than as a handler's
 * declared body or answer (an {@code Object} answer, the application's own {@code JsonMapper} calls)
 * fails there, never writes or reads a plain id.
 */
final class FacadeStartCheck implements SmartInitializingSingleton {

    /** Packages whose classes are walked only through their type arguments, not their fields. */
    private static final List<String> LIBRARY_PACKAGES = List.of("java.", "javax.", "jakarta.", "kotlin.", "kotlinx.",
            "org.springframework.", "reactor.", "tools.jackson.", "com.fasterxml.", "io.micrometer.", "org.reactivestreams.");

    private final FacadeBeanChoice choice;
    private final Supplier<Collection<HandlerMethod>> handlerMethods;

    FacadeStartCheck(FacadeBeanChoice choice, Supplier<Collection<HandlerMethod>> handlerMethods) {
        this.choice = choice;
        this.handlerMethods = handlerMethods;
    }

    @Override
    public void afterSingletonsInstantiated() {
        Found found = new Found();
        Set<Class<?>> seen = new HashSet<>();
        for (HandlerMethod handler : handlerMethods.get()) {
            String method = handler.getBeanType().getSimpleName() + "." + handler.getMethod().getName();
            for (MethodParameter parameter : handler.getMethodParameters()) {
                boolean facade = FacadePlaces.isFacade(parameter);
                String prefix = TypeIdPlaces.prefixOf(parameter);
                if (facade || prefix != null) {
                    String where = "parameter '" + name(parameter) + "' of " + method;
                    if (facade) {
                        found.uses.add(where);
                    }
                    String problem = FacadePlaces.parameterProblem(parameter, where, prefix == null ? "a façade" : TypeIdPlaces.expected(prefix));
                    if (problem != null) {
                        found.problems.add(problem);
                    }
                    String prefixProblem = prefix == null ? null : TypeIdPlaces.prefixProblem(prefix, where);
                    if (prefixProblem != null) {
                        found.problems.add(prefixProblem);
                    }
                }
                if (parameter.hasParameterAnnotation(RequestBody.class)) {
                    walk(ResolvableType.forMethodParameter(parameter), seen, found);
                } else if (HttpEntity.class.isAssignableFrom(parameter.getParameterType())) {
                    walk(ResolvableType.forMethodParameter(parameter).as(HttpEntity.class).getGeneric(0), seen, found);
                } else if (!boundByAnnotation(parameter)) {
                    // a form-bound object (@ModelAttribute, or no binding annotation, as with @Valid
                    // alone): its fields bind through the converters, which give null for what does
                    // not decode, so @Facade and @TypeIdPrefix are refused there
                    Found form = new Found();
                    walk(ResolvableType.forMethodParameter(parameter), new HashSet<>(), form);
                    for (String use : form.places()) {
                        found.problems.add(use.replace("JSON property ", "") + ": a field of parameter '" + name(parameter) + "' of " + method
                                + ", bound from the request's parameters, where a value that does not convert would bind as null");
                    }
                }
            }
            walk(ResolvableType.forMethodParameter(handler.getReturnType()), seen, found);
        }
        if (!found.problems.isEmpty()) {
            throw FacadeSetupException.unsupported(found.problems);
        }
        if (!found.uses.isEmpty()) {
            // parameters first, then JSON properties, each in order of their names: the same report on every start
            List<String> sorted = found.uses.stream().sorted(Comparator.comparing((String use) -> use.startsWith("JSON")).thenComparing(use -> use)).toList();
            String shown = String.join(", ", sorted.subList(0, Math.min(3, sorted.size())));
            choice.facade(sorted.size() > 3 ? shown + " and " + (sorted.size() - 3) + " more" : shown);
        }
    }

    /** What the walk found: the places with {@code @Facade} (which need the bean), those with {@code @TypeIdPrefix} alone, and what is wrong. */
    private static final class Found {
        final List<String> uses = new ArrayList<>();
        final List<String> typeIdOnly = new ArrayList<>();
        final List<String> problems = new ArrayList<>();

        /** Every place with {@code @Facade} or {@code @TypeIdPrefix}. */
        List<String> places() {
            List<String> all = new ArrayList<>(uses);
            all.addAll(typeIdOnly);
            return all;
        }
    }

    /**
     * Whether {@code parameter} is bound by one of Spring web's binding annotations other than
     * {@code @ModelAttribute} ({@code @RequestParam}, {@code @PathVariable}, {@code @RequestHeader},
     * ...): every other parameter of a type with fields, annotated or not, is bound as a form.
     */
    private static boolean boundByAnnotation(MethodParameter parameter) {
        for (java.lang.annotation.Annotation annotation : parameter.getParameterAnnotations()) {
            Class<? extends java.lang.annotation.Annotation> type = annotation.annotationType();
            if (type != ModelAttribute.class && type.getPackageName().equals(RequestBody.class.getPackageName())) {
                return true;
            }
        }
        return false;
    }

    /** The handler methods of every request mapping, given as the raw collections their raw types return. */
    @SuppressWarnings("unchecked")
    static Collection<HandlerMethod> handlerMethods(Stream<? extends Collection<?>> perMapping) {
        return perMapping.flatMap(methods -> ((Collection<HandlerMethod>) methods).stream()).toList();
    }

    /** Records the {@code @Facade} and {@code @TypeIdPrefix} properties of {@code type} and of the types it holds. */
    private static void walk(ResolvableType type, Set<Class<?>> seen, Found found) {
        if (type.isArray()) {
            walk(type.getComponentType(), seen, found);
            return;
        }
        Class<?> raw = type.resolve();
        if (raw == null || raw.isPrimitive() || raw.isEnum()) {
            return;
        }
        if (isLibrary(raw)) {
            for (ResolvableType argument : type.getGenerics()) {
                walk(argument, seen, found);
            }
            return;
        }
        if (!seen.add(raw)) {
            return;
        }
        try {
            ReflectionUtils.doWithFields(raw, field -> property(ResolvableType.forField(field, type), field,
                    raw.getSimpleName() + "." + field.getName(), seen, found), field -> !Modifier.isStatic(field.getModifiers()));
            for (Method getter : raw.getMethods()) {
                if (getter.getParameterCount() == 0 && getter.getDeclaringClass() != Object.class && !Modifier.isStatic(getter.getModifiers())
                        && isMapped(getter) && !isRecordAccessor(raw, getter)) {
                    property(ResolvableType.forMethodReturnType(getter, raw), getter, raw.getSimpleName() + "." + getter.getName() + "()",
                            seen, found);
                }
            }
        } catch (LinkageError unreadable) {
            // a class whose members name a class that is not there: left to the check at first use
        }
    }

    private static void property(ResolvableType type, AnnotatedElement member, String where, Set<Class<?>> seen, Found found) {
        if (!isMapped(member)) {
            walk(type, seen, found);
            return;
        }
        String place = "JSON property " + where;
        String prefix = TypeIdPlaces.prefixOf(member);
        if (MergedAnnotations.from(member).isPresent(Facade.class)) {
            found.uses.add(place);
        } else {
            found.typeIdOnly.add(place);
        }
        String prefixProblem = prefix == null ? null : TypeIdPlaces.prefixProblem(prefix, place);
        if (prefixProblem != null) {
            found.problems.add(prefixProblem);
        }
        Class<?> raw = type.resolve(Object.class);
        ResolvableType element = type.isArray() ? type.getComponentType() : type.getGenerics().length == 1 ? type.getGeneric(0) : ResolvableType.NONE;
        if (FacadePlaces.jsonShape(raw, element.resolve()) == null) {
            found.problems.add(FacadePlaces.jsonProblem(place, type.toString()));
        }
    }

    /** Whether the member carries {@code @Facade} or {@code @TypeIdPrefix}, directly or through an annotation of its own. */
    private static boolean isMapped(AnnotatedElement member) {
        MergedAnnotations annotations = MergedAnnotations.from(member);
        return annotations.isPresent(Facade.class) || annotations.isPresent(TypeIdPrefix.class);
    }

    /** A record's accessor: its field carries the same annotation and is checked already. */
    private static boolean isRecordAccessor(Class<?> type, Method method) {
        if (!type.isRecord()) {
            return false;
        }
        for (var component : type.getRecordComponents()) {
            if (component.getAccessor().equals(method)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isLibrary(Class<?> type) {
        String name = type.getName();
        for (String prefix : LIBRARY_PACKAGES) {
            if (name.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** The name the request gives the parameter, else its name in the source, else its position. */
    private static String name(MethodParameter parameter) {
        PathVariable path = parameter.getParameterAnnotation(PathVariable.class);
        RequestParam query = parameter.getParameterAnnotation(RequestParam.class);
        String name = path != null ? path.name() : query != null ? query.name() : "";
        if (name.isEmpty() && parameter.getParameter().isNamePresent()) {
            name = parameter.getParameter().getName();
        }
        return name.isEmpty() ? "#" + parameter.getParameterIndex() : name;
    }
}
